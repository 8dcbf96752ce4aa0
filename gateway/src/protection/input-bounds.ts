import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';

/**
 * The backstop for every input (docs/adr/004): no string longer than this, no control character, no list longer
 * than this, whatever the field. Each domain's zod schemas then apply the spec's own, smaller bounds.
 */
export const INPUT_BOUNDS = { stringLength: 4000, listLength: 100 } as const;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function refusal(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

function checkValue(value: unknown, path: string): void {
  if (typeof value === 'string') {
    if (value.length > INPUT_BOUNDS.stringLength) {
      throw refusal(`${path} is longer than ${INPUT_BOUNDS.stringLength} characters.`);
    }
    if (CONTROL_CHARACTERS.test(value)) throw refusal(`${path} contains a control character.`);
  } else if (Array.isArray(value)) {
    if (value.length > INPUT_BOUNDS.listLength)
      throw refusal(`${path} has more than ${INPUT_BOUNDS.listLength} items.`);
    value.forEach((item, index) => checkValue(item, `${path}[${index}]`));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) checkValue(item, `${path}.${key}`);
  }
}

/** Documents whose literals are within the bounds: Apollo keeps each parsed document, so each is visited once. */
const withinBounds = new WeakSet<DocumentNode>();

function checkDocument(document: DocumentNode): void {
  if (withinBounds.has(document)) return;
  visit(document, {
    StringValue(node) {
      checkValue(node.value, 'A string in the document');
    },
    ListValue(node) {
      if (node.values.length > INPUT_BOUNDS.listLength) {
        throw refusal(`A list in the document has more than ${INPUT_BOUNDS.listLength} items.`);
      }
    },
  });
  withinBounds.add(document);
}

/** Refuses, before any resolver runs, a request whose variables or literals break the bounds. */
export const inputBounds: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        checkValue(request.variables ?? {}, 'variables');
        checkDocument(document);
      },
    };
  },
};
