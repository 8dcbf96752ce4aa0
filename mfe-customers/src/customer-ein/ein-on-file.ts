import { formatEin } from '@seller-portal/shared/formatters';
import { einProblem } from '@seller-portal/shared/validation';

/** The EIN on file as the Legal Information card shows it: None, the EIN, or the value and why offers refuse it. */
export function einOnFile(ein: string | null | undefined): string {
  if (!ein) return 'None';
  const problem = einProblem(ein);
  return problem ? `${formatEin(ein) || ein} (${problem})` : formatEin(ein);
}
