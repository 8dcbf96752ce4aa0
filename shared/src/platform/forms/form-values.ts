/**
 * What a form was opened on, as its mutation's `loaded` (docs/adr/013): the saved object's values of the form's
 * fields, as the gateway stored them. The gateway saves only what differs from these, and refuses a field someone
 * else changed since.
 */
export function loadedOf<Saved extends object, Field extends keyof Saved>(
  saved: Saved,
  fields: readonly Field[],
): Pick<Saved, Field> {
  return Object.fromEntries(fields.map((field) => [field, saved[field]])) as Pick<Saved, Field>;
}
