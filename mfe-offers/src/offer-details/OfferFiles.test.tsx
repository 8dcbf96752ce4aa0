import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { OfferFiles } from './OfferFiles.js';
import { OfferFilesQuery } from './offer.query.js';

const download = vi.hoisted(() => vi.fn(async () => 'Order form.pdf'));
vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  downloadGatewayFile: download,
}));

const files: MockLink.MockedResponse = {
  request: { query: OfferFilesQuery, variables: { id: 'offer-1' } },
  result: {
    data: {
      offer: {
        __typename: 'Offer',
        id: 'offer-1',
        files: [
          {
            __typename: 'OfferFile',
            id: 'file 1',
            name: 'Order form.pdf',
            extension: 'pdf',
            type: 'ORDER_FORM',
            size: 2048,
            uploadedBy: 'Ada Admin',
            uploadedDate: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    },
  },
};

function renderFiles(canDownload?: boolean) {
  render(
    <MockedProvider mocks={[files]}>
      <OfferFiles offerId="offer-1" canAct={false} canDownload={canDownload} />
    </MockedProvider>,
  );
}

afterEach(() => download.mockClear());

describe('an offer’s attached files', () => {
  it('downloads a file under the gateway’s name, its own name when the gateway gives none', async () => {
    renderFiles();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Order form.pdf' }));
    expect(download).toHaveBeenCalledWith('/offer-files/offer-1/files/file%201/download', {
      fallbackName: 'Order form.pdf',
    });
  });

  it('lists the files without a Download when the provider does not serve them (docs/adr/019)', async () => {
    renderFiles(false);
    await screen.findByRole('cell', { name: 'Order form.pdf' });
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'File Name',
      'Type',
      'Size',
      'Uploaded',
    ]);
  });
});
