import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FileRouteError, postGatewayForm } from '@seller-portal/platform';
import { ContractsUpload, CONTRACTS_URL, useContracts } from './ContractsUpload.js';

vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  postGatewayForm: vi.fn(),
}));

const post = vi.mocked(postGatewayForm);

/** Each upload's answer, settled by the test; its progress reported through `progress`. */
interface Pending {
  name: string;
  progress: (sent: number, total: number) => void;
  resolve: (answer: { fileId: string }) => void;
  reject: (error: unknown) => void;
}
let pending: Pending[];

/** The create screen's use: the ids it would send are shown beside the section. */
function Contracts({ disabled = false }: { disabled?: boolean }) {
  const contracts = useContracts();
  return (
    <>
      <ContractsUpload
        contracts={contracts.contracts}
        attach={contracts.attach}
        remove={contracts.remove}
        disabled={disabled}
      />
      <p data-testid="file-ids">{contracts.fileIds.join(',')}</p>
    </>
  );
}
const fileIds = () => screen.getByTestId('file-ids').textContent!.split(',').filter(Boolean);

const pdf = (name: string) => new File(['%PDF-1.4 contract'], name, { type: 'application/pdf' });
const choose = (files: File[]) =>
  act(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files } });
  });
const attachButton = () => screen.getByRole('button', { name: 'Attach File' }) as HTMLButtonElement;
const rows = () => within(screen.getByRole('list', { name: 'Contracts' })).queryAllByRole('listitem');

beforeEach(() => {
  pending = [];
  post.mockImplementation(
    (url, form, onProgress) =>
      new Promise((resolve, reject) => {
        expect(url).toBe(CONTRACTS_URL);
        const file = (form as FormData).get('file') as File;
        pending.push({ name: file.name, progress: onProgress!, resolve: resolve as never, reject });
      }),
  );
});

afterEach(() => post.mockReset());

describe('Contracts Upload', () => {
  it('uploads each file picked with its progress, and sends the ids of those uploaded', async () => {
    render(<Contracts />);
    choose([pdf('Order form.pdf'), pdf('MSA.pdf')]);
    expect(pending.map((upload) => upload.name)).toEqual(['Order form.pdf', 'MSA.pdf']);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    act(() => pending[0]!.progress(50, 100));
    expect(screen.getAllByRole('progressbar')[0]!.getAttribute('aria-valuenow')).toBe('50');

    await act(async () => pending[0]!.resolve({ fileId: 'file-1' }));
    expect(within(rows()[0]!).getByText('Uploaded')).toBeTruthy();
    expect(fileIds()).toEqual(['file-1']);
    await act(async () => pending[1]!.resolve({ fileId: 'file-2' }));
    expect(fileIds()).toEqual(['file-1', 'file-2']);

    // Removed before submit: its id is not sent, and focus goes to the next file's Remove, then to Attach File.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Order form.pdf' }));
    expect(rows()).toHaveLength(1);
    expect(fileIds()).toEqual(['file-2']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove MSA.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove MSA.pdf' }));
    expect(fileIds()).toEqual([]);
    expect(document.activeElement).toBe(attachButton());
  });

  it('shows why a file was refused, before the upload or by the server, and keeps the others', async () => {
    render(<Contracts />);
    choose([new File(['MZ'], 'setup.exe'), pdf('contract.pdf')]);
    expect(pending).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong while trying to upload: Not a valid file extension for setup.exe',
    );
    await act(async () =>
      pending[0]!.reject(new FileRouteError(400, 'Not a valid file extension for contract.pdf')),
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Something went wrong while trying to upload: Not a valid file extension for setup.exe',
      'Something went wrong while trying to upload: Not a valid file extension for contract.pdf',
    ]);
    expect(fileIds()).toEqual([]);
    expect(attachButton().disabled).toBe(false);
  });

  it('disables Attach File once 10 files are attached, and leaves out what does not fit', async () => {
    render(<Contracts />);
    choose(Array.from({ length: 9 }, (_, index) => pdf(`Contract ${index + 1}.pdf`)));
    expect(attachButton().disabled).toBe(false);
    choose([pdf('Contract 10.pdf'), pdf('Contract 11.pdf')]);
    expect(pending).toHaveLength(10);
    expect(rows()).toHaveLength(10);
    expect(attachButton().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      'An offer has at most 10 files. One file was not attached.',
    );
    // A file removed makes room again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Contract 3.pdf' }));
    expect(attachButton().disabled).toBe(false);
  });

  it('locks attaching for a delinquent customer', () => {
    render(<Contracts disabled />);
    expect(attachButton().disabled).toBe(true);
  });
});
