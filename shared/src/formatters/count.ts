/** A count with its noun in the right number: "1 payment", "12 payments" (`plural` for irregular nouns). */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
