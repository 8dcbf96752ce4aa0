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

/*
 * What an operation reads (docs/adr/019, the requests' schemas): the kinds of value the sandbox's `FieldChecks`
 * accept, each bounded as the check bounds it. A test sends the sandbox what each request schema accepts and some of
 * what it refuses (`requests.test.ts`), so the schema and the check stay one.
 */

/** Required text as `FieldChecks.required` takes it: at most `max` characters once trimmed, not blank. */
export const requiredText = (max: number) => z.string().max(max).regex(/\S/);

/** Optional text as `FieldChecks.optionalText` takes it: absent, null or blank is none; at most `max` characters. */
export const optionalText = (max: number) => z.string().max(max).nullable().optional();

/** An email as `FieldChecks.email` takes it (compared in lower case). */
export const emailAddress = () =>
  z
    .string()
    .max(255)
    .regex(/^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/);

/**
 * An optional phone number as `FieldChecks.phone` takes it: absent, null or blank is none; else 10 to 15 digits
 * written with spaces, dots, dashes, parentheses and a leading plus, at most 32 characters.
 */
export const phoneNumber = () =>
  z
    .string()
    .max(32)
    .regex(/^\s*(\+?[().\-\s]*(\d[().\-\s]*){10,15})?$/)
    .nullable()
    .optional()
    .describe('10 to 15 digits; blank or null for none');

/** The paging query of docs/adr/001 (`pagingOf`): `page` 0-based, `size` 1 to 100, default 10. */
export const pagingQuery = {
  page: z.int().min(0).max(100_000).optional().describe('The 0-based page, 0 when absent'),
  size: z.int().min(1).max(100).optional().describe('Rows in a page, 1 to 100, 10 when absent'),
};

/**
 * The body of a PATCH (spec 01 and 02, section 7: "array of replace operations on changed fields", as
 * `replaceOperationsOf` reads it): 1 to one per field, each `{ op: "replace", path: "/<field>", value }` with the
 * value the field takes.
 */
export function replaceOperations<Shape extends z.ZodRawShape>(fields: Shape) {
  const operations = Object.entries(fields).map(([field, value]) =>
    z.object({
      op: z.literal('replace'),
      path: z.literal(`/${field}`),
      // A value is always sent; null where the field may be emptied.
      value: value instanceof z.ZodOptional ? (value.unwrap() as z.ZodType) : (value as z.ZodType),
    }),
  );
  const [first, ...more] = operations;
  if (!first) throw new Error('A PATCH replaces at least one field');
  return z
    .array(z.discriminatedUnion('path', [first, ...more]))
    .min(1)
    .max(operations.length)
    .refine((list) => new Set(list.map(({ path }) => path)).size === list.length, 'A field is replaced once');
}
