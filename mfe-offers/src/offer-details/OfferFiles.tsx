import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useFilePicker } from '@seller-portal/shared/hooks';
import { Button, InlineLoading, Select, SelectItem, TableCell, Tile } from '@carbon/react';
import { downloadGatewayFile, FileRouteError, postGatewayForm, showToast } from '@seller-portal/platform';
import { formatDate, formatFileSize } from '@seller-portal/shared/formatters';
import { ListTable, type ListColumn } from '@seller-portal/shared/table';
import { ALLOWED_UPLOAD_EXTENSIONS, DATA_ROOM_FILE_TYPES } from '@seller-portal/shared/validation';
import { OFFER_ACTION_FAILURE } from '../offer-actions/OfferRowActions.js';
import { OffersQuery } from '../offers-list/offers.query.js';
import { OfferEventsQuery, OfferFilesQuery, OfferQuery } from './offer.query.js';

/** Spec 02 section 9: an offer holds up to 10 files. */
const MAX_OFFER_FILES = 10;
const TYPE_LABELS: Record<(typeof DATA_ROOM_FILE_TYPES)[number], string> = {
  ORDER_FORM: 'Order Form',
  MSA: 'MSA',
  SOW: 'SOW',
  OTHER: 'Other',
  FINANCING_SUMMARY: 'Financing Summary',
  PERSONAL_GUARANTY: 'Personal Guaranty',
};
const COLUMNS: readonly ListColumn[] = [
  { key: 'name', header: 'File Name' },
  { key: 'type', header: 'Type' },
  { key: 'size', header: 'Size' },
  { key: 'uploaded', header: 'Uploaded' },
];
const DOWNLOAD_COLUMN: ListColumn = { key: 'download', header: 'Download', hiddenHeader: true };
const filesUrl = (offerId: string) => `/offer-files/${encodeURIComponent(offerId)}/files`;

/**
 * The attached files (spec 02 sections 2 and 7): up to 10, each downloadable when the provider serves an offer's
 * files (`canDownload`, docs/adr/019: providerFeatures.offerFileDownload; offered unless told); attaching one sends
 * its type and the file, and a refusal shows the server's reason when it gives one.
 */
export function OfferFiles({
  offerId,
  canAct,
  canDownload = true,
}: {
  offerId: string;
  canAct: boolean;
  canDownload?: boolean;
}) {
  const apollo = useApolloClient();
  const { data, loading, error } = useQuery(OfferFilesQuery, { variables: { id: offerId } });
  const [type, setType] = useState<string>('ORDER_FORM');
  const [uploading, setUploading] = useState(false);
  const { ref: input, open: openFilePicker } = useFilePicker();
  const files = data?.offer.files ?? [];

  const attach = async (file: File) => {
    const form = new FormData();
    form.append('type', type);
    form.append('file', file, file.name);
    setUploading(true);
    try {
      await postGatewayForm(filesUrl(offerId), form);
      showToast({ kind: 'success', title: 'Successfully uploaded your file' });
      // A contract attached may make a Ready * offer Ready: the page, the list and the events change with it.
      await apollo.refetchQueries({ include: [OfferFilesQuery, OfferQuery, OfferEventsQuery, OffersQuery] });
    } catch (error) {
      const reason = error instanceof FileRouteError && error.status !== 0 ? error.message : null;
      showToast({
        kind: 'error',
        title: reason && !reason.startsWith('The file route') ? reason : OFFER_ACTION_FAILURE,
      });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const download = async (file: { id: string; name: string }) => {
    try {
      await downloadGatewayFile(`${filesUrl(offerId)}/${encodeURIComponent(file.id)}/download`, {
        fallbackName: file.name,
      });
      showToast({ kind: 'success', title: `File ${file.name} downloaded successfully.` });
    } catch {
      showToast({ kind: 'error', title: `An error occurred while trying to download file ${file.name}` });
    }
  };

  const full = files.length >= MAX_OFFER_FILES;
  return (
    <Tile className="offers-card" aria-labelledby="offer-files-heading">
      <h2 id="offer-files-heading" className="offers-card__title">
        Attached Files
      </h2>
      {canAct ? (
        <div className="offers-files__attach">
          <Select
            id="offer-file-type"
            labelText="File type"
            size="md"
            value={type}
            onChange={(event) => setType(event.target.value)}
            disabled={full || uploading}
          >
            {DATA_ROOM_FILE_TYPES.map((fileType) => (
              <SelectItem key={fileType} value={fileType} text={TYPE_LABELS[fileType]} />
            ))}
          </Select>
          <input
            ref={input}
            id="offer-file-input"
            type="file"
            className="cds--visually-hidden"
            accept={ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
            disabled={full || uploading}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void attach(file);
            }}
          />
          <Button kind="tertiary" size="md" disabled={full || uploading} onClick={openFilePicker}>
            Attach File
          </Button>
          {uploading ? <InlineLoading description="Uploading" /> : null}
          {full ? <p className="offers-muted">{`An offer holds up to ${MAX_OFFER_FILES} files.`}</p> : null}
        </div>
      ) : null}
      <ListTable
        label="Attached files"
        columns={canDownload ? [...COLUMNS, DOWNLOAD_COLUMN] : COLUMNS}
        rows={data?.offer.files}
        rowKey={(file) => file.id}
        loading={loading}
        failed={Boolean(error) && !data}
        emptyText="No files are attached."
        size="md"
        skeletonRows={2}
        cells={(file) => (
          <>
            <TableCell>{file.name}</TableCell>
            <TableCell>{TYPE_LABELS[file.type as keyof typeof TYPE_LABELS] ?? file.type}</TableCell>
            <TableCell className="offers-nowrap">{formatFileSize(file.size)}</TableCell>
            <TableCell>
              <span className="offers-stacked">
                <span>{formatDate(file.uploadedDate)}</span>
                <span className="offers-muted">{file.uploadedBy}</span>
              </span>
            </TableCell>
            {canDownload ? (
              <TableCell>
                <Button kind="ghost" size="sm" onClick={() => void download(file)}>
                  Download<span className="cds--visually-hidden"> {file.name}</span>
                </Button>
              </TableCell>
            ) : null}
          </>
        )}
      />
    </Tile>
  );
}
