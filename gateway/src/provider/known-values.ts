/**
 * Every value of a schema enum, from a record naming each one: a value added to the schema fails the typecheck until
 * it is named here too.
 */
export const enumValues = <T extends string>(all: Record<T, true>): readonly T[] => Object.keys(all) as T[];

/**
 * A provider's string as a value of the schema's enum, whatever its case; null for a value the schema does not list
 * yet, so that one new value of the provider's does not fail a whole answer (docs/adr/022-integrator-contract.md).
 */
export function knownValue<T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): T | null {
  const upper = value?.toUpperCase();
  return values.find((known) => known === upper) ?? null;
}
