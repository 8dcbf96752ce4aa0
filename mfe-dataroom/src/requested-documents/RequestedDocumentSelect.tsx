import { useQuery } from '@apollo/client/react';
import { Select, SelectItem } from '@carbon/react';
import type { RequestedDocumentKey } from '#graphql';
import { RequestedDocumentsQuery } from './requested-documents.query.js';

export interface RequestedDocumentSelectProps {
  id: string;
  labelText: string;
  hideLabel?: boolean;
  value: RequestedDocumentKey | null;
  onChange: (value: RequestedDocumentKey | null) => void;
}

/** Which requested document a file is, or none: the upload asks it per file, and a file's actions later. */
export function RequestedDocumentSelect({
  id,
  labelText,
  hideLabel,
  value,
  onChange,
}: RequestedDocumentSelectProps) {
  const { data } = useQuery(RequestedDocumentsQuery, { fetchPolicy: 'cache-first' });
  return (
    <Select
      id={id}
      labelText={labelText}
      hideLabel={hideLabel}
      size="sm"
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as RequestedDocumentKey | null)}
    >
      <SelectItem value="" text="Not a requested document" />
      {(data?.dataRoomRequestedDocuments ?? []).map((document) => (
        <SelectItem key={document.key} value={document.key} text={document.title} />
      ))}
    </Select>
  );
}
