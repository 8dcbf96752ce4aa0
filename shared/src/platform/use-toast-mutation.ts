import { useCallback } from 'react';
import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { FieldValues } from 'react-hook-form';
import { showFieldErrors, type FieldErrorTarget } from './field-errors.js';
import { errorCodeOf } from './graphql-errors.js';
import { showNotFound } from './page-status.js';
import { showToast, type ToastAction } from './toasts.js';

export interface ToastMutationOptions {
  /** The spec's success toast for this action; none when the screen itself shows the outcome. */
  success?: string;
  /**
   * The spec's toast for this action's failure (anything but NOT_FOUND and field errors on a form); a function of the
   * error where the spec shows the server's reason when there is one (`reasonOf`).
   */
  failure: string | ((error: unknown) => string);
  /** A link under the failure toast (spec 02 section 8: a failed delete offers a refresh link). */
  failureAction?: ToastAction;
  /** The spec's info toast when the answer is CONFLICT (e.g. a name that exists already), instead of the failure. */
  conflict?: string;
  /** The queries to refetch after success, by typed document (never by operation name). */
  refetch?: readonly DocumentNode[];
}

export interface ToastMutationCall<Values extends FieldValues> {
  /** BAD_USER_INPUT's `fieldErrors` go under this form's fields instead of a toast. */
  form?: FieldErrorTarget<Values>;
}

export type ToastMutationRun<Data, Variables> = <Values extends FieldValues>(
  variables: Variables,
  call?: ToastMutationCall<Values>,
) => Promise<Data | null>;

/**
 * The one way to run a mutation: the success toast, NOT_FOUND to the shell's not-found screen, BAD_USER_INPUT's
 * field messages onto the form, anything else to the spec's failure toast. Never throws: it answers the mutation's
 * data, or null when it failed.
 */
export function useToastMutation<Data, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Data, Variables>,
  { success, failure, failureAction, conflict, refetch }: ToastMutationOptions,
): [ToastMutationRun<Data, Variables>, { loading: boolean }] {
  const [mutate, { loading }] = useMutation<Data, Variables>(mutation, {
    refetchQueries: refetch ? [...refetch] : undefined,
  });
  // Apollo's variables tuple cannot be worked out for a generic Variables; run's signature checks the caller's.
  const send = mutate as (options: { variables: Variables }) => ReturnType<typeof mutate>;
  const run: ToastMutationRun<Data, Variables> = useCallback(
    async (variables, call = {}) => {
      try {
        const { data } = await send({ variables });
        if (success) showToast({ kind: 'success', title: success });
        return data ?? null;
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'NOT_FOUND') showNotFound();
        else if (code === 'CONFLICT' && conflict) showToast({ kind: 'info', title: conflict });
        else if (!(call.form && showFieldErrors(call.form, error)))
          showToast({
            kind: 'error',
            title: typeof failure === 'string' ? failure : failure(error),
            ...(failureAction ? { action: failureAction } : {}),
          });
        return null;
      }
    },
    [send, success, failure, failureAction, conflict],
  );
  return [run, { loading }];
}
