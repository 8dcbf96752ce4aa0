import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadGatewayFile, FileRouteError } from './gateway-files.js';

vi.mock('./platform.js', () => ({
  getSession: () => ({ accessToken: async () => 'the-token', expire: vi.fn() }),
}));

const answer = (status: number, disposition?: string) =>
  new Response(status < 300 ? 'a,b\n' : null, {
    status,
    headers: disposition ? { 'content-disposition': disposition } : {},
  });

describe('downloadGatewayFile', () => {
  const saved: string[] = [];
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    saved.length = 0;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("saves under the gateway's name, sending the session's token", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, `attachment; filename="x.csv"; filename*=UTF-8''Q1%20r%C3%A9sum%C3%A9.csv`),
    );
    expect(await downloadGatewayFile('/data-room/files/f1/download', { fallbackName: 'f1.csv' })).toBe(
      'Q1 résumé.csv',
    );
    expect(saved).toEqual(['Q1 résumé.csv']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/data-room/files/f1/download');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer the-token');
  });

  it('reads a name the gateway leaves unquoted (a plain token)', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'attachment; filename=Acme_o1_11-27-2026.pdf'));
    expect(await downloadGatewayFile('/offer-files/o1/quote', { fallbackName: 'quote.pdf' })).toBe(
      'Acme_o1_11-27-2026.pdf',
    );
    expect(saved).toEqual(['Acme_o1_11-27-2026.pdf']);
  });

  it('saves under the fallback when the gateway names nothing, and under a given name whatever it says', async () => {
    fetchMock.mockResolvedValueOnce(answer(200));
    expect(
      await downloadGatewayFile('/offer-files/o1/files/f1/download', { fallbackName: 'Order.pdf' }),
    ).toBe('Order.pdf');
    fetchMock.mockResolvedValueOnce(answer(200, 'attachment; filename="advance.csv"'));
    expect(await downloadGatewayFile('/reports/cash-advances/a1/csv', { name: 'Acme_05-01-2025.csv' })).toBe(
      'Acme_05-01-2025.csv',
    );
    // The offers export names its file too ({seller}_{MM-dd-yyyy}.csv), whatever the gateway calls it.
    fetchMock.mockResolvedValueOnce(answer(200, 'attachment; filename="offers.csv"'));
    await downloadGatewayFile('/reports/offer-exports/r1/download', { name: 'Acme.csv', retries: 1 });
    expect(saved).toEqual(['Order.pdf', 'Acme_05-01-2025.csv', 'Acme.csv']);
  });

  it('posts what it is told to (the zip of several files)', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'attachment; filename="Acme Software.zip"'));
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fileIds":["a"]}',
    };
    expect(
      await downloadGatewayFile('/data-room/files/bulk-download', { init, fallbackName: 'data-room.zip' }),
    ).toBe('Acme Software.zip');
    const [, sent] = fetchMock.mock.calls[0]!;
    expect(sent?.method).toBe('POST');
    expect((sent?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('does not try a missing file again', async () => {
    fetchMock.mockResolvedValue(answer(404));
    await expect(downloadGatewayFile('/x', { retries: 2 })).rejects.toEqual(new FileRouteError(404));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(saved).toEqual([]);
  });

  it('tries a server failure again up to the retries, then throws the last failure', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(500))
      .mockResolvedValueOnce(answer(200, 'attachment; filename="a.csv"'));
    expect(await downloadGatewayFile('/x', { retries: 2 })).toBe('a.csv');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(500));
    await expect(downloadGatewayFile('/x', { retries: 1 })).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(500));
    await expect(downloadGatewayFile('/x')).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
