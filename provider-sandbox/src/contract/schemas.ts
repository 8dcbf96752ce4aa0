import { z } from 'zod';

/**
 * The named schemas of the provider's answers (docs/adr/019): each becomes `components.schemas.<id>` of the OpenAPI
 * document, and an operation's `response` refers to one of them (or to a list of one). Each domain names its own in
 * its `contract.ts`.
 */
export const providerSchemas = z.registry<{ id: string }>();

/** Registers a schema under the name the document gives it; answers the schema. */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  providerSchemas.add(schema, { id });
  return schema;
}

/**
 * A field of an answer that the spec's entity does not have (docs/spec section 3): marked `x-extension: true` in the
 * document, as an operation of ours is. A real provider may not answer it.
 */
export function ours<T extends z.ZodType>(field: T, description: string): T {
  return field.meta({ 'x-extension': true, description });
}

/** A timestamp as the provider writes it: ISO 8601 in UTC (`2026-11-27T10:00:00.000Z`). */
export const timestamp = () => z.iso.datetime();

/** The paged answer of docs/adr/001 (0-based pages) of a row schema; named by the domain (`<Row>Page`). */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    content: z.array(row),
    totalPages: z.int().min(0),
    totalElements: z.int().min(0),
    size: z.int().min(1),
    number: z.int().min(0),
    pageable: z.object({ pageNumber: z.int().min(0), pageSize: z.int().min(1) }),
  });
}
