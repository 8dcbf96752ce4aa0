import { readFileSync } from 'node:fs';
import { parse, type DocumentNode } from 'graphql';

const SDL_FILES = ['schema/base.graphql', 'domains/session/schema.graphql', 'domains/team/schema.graphql'];

/** The schema's SDL, one document per domain, in the order they extend each other. */
export const typeDefs: DocumentNode[] = SDL_FILES.map((file) =>
  parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')),
);
