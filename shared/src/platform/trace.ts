const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * A W3C `traceparent` that starts a trace for one call to the gateway: the gateway's spans and the provider's join it
 * (docs/adr/015), and the answer's `traceresponse` names it.
 */
export function traceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}
