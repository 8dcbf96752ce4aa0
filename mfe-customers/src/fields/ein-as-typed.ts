/** What a person types into an EIN field, shown as ##-####### (digits only, at most 9). */
export function einAsTyped(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
