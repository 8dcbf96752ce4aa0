/** Spec 02 section 9: under 1000 KB in KB, above that in MB with 2 decimals. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  const kilobytes = bytes / 1024;
  if (kilobytes < 1000) return `${Math.max(1, Math.round(kilobytes))} KB`;
  return `${(kilobytes / 1024).toFixed(2)} MB`;
}
