import { useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** A typeahead's search and what it found: the platform's Typeahead says when to search, and shows the items. */
export interface TypeaheadResults<Item> {
  /** Searches this text, or nothing (null): the Typeahead calls it once the text has stopped changing. */
  search: (text: string | null) => void;
  /** The text searched, which `items` answer. */
  text: string | null;
  items: readonly Item[];
  loading: boolean;
}

/**
 * A typeahead's search with the package's own GraphQL query (bundled with the package, so the platform's forms
 * module needs no Apollo hooks): the query's variables for the text, and the items in its answer.
 */
export function useTypeaheadQuery<Item, Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: (text: string) => Variables,
  items: (data: Data) => readonly Item[],
): TypeaheadResults<Item> {
  const [text, setText] = useState<string | null>(null);
  const { data, loading } = useQuery<Data, Variables>(query, {
    variables: variables(text ?? ''),
    skip: text === null,
  });
  return {
    search: setText,
    text,
    items: text !== null && data ? items(data as Data) : [],
    loading: text !== null && loading,
  };
}
