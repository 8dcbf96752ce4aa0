import { useQuery } from '@apollo/client/react';
import { Checkbox, Tile } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import {
  RequestedDocumentsQuery,
  SetRequestedDocumentProvidedMutation,
} from './requested-documents.query.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

/**
 * The right rail (spec 02 section 2): the documents the provider asks for, ticked when a file of a matching type is
 * in the data room or when the user ticks one off.
 */
export function RequestedDocuments() {
  const { data } = useQuery(RequestedDocumentsQuery, { fetchPolicy: 'cache-and-network' });
  const [setProvided, { loading }] = useToastMutation(SetRequestedDocumentProvidedMutation, {
    failure: FAILURE_MESSAGES.tryAgain,
    refetch: [RequestedDocumentsQuery],
  });
  const documents = data?.dataRoomRequestedDocuments ?? [];
  const provided = documents.filter((document) => document.provided).length;
  return (
    <Tile className="data-room-rail">
      <h2 className="data-room__section-title" id="data-room-requested-heading">
        Requested documents
      </h2>
      <p className="data-room-rail__count">
        {provided} of {documents.length} provided
      </p>
      <ul aria-labelledby="data-room-requested-heading" className="data-room-rail__list">
        {documents.map((document) => (
          <li key={document.key}>
            <Checkbox
              id={`data-room-requested-${document.key}`}
              labelText={document.title}
              checked={document.provided}
              disabled={loading || document.providedBy === 'FILE'}
              helperText={document.providedBy === 'FILE' ? 'A matching file is in the data room' : undefined}
              onChange={(_event: unknown, { checked }: { checked: boolean }) =>
                void setProvided({ key: document.key, provided: checked })
              }
            />
          </li>
        ))}
      </ul>
    </Tile>
  );
}
