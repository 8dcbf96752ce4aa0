// @carbon/feature-flags ships no types; the one call the portal makes (src/carbon.ts).
declare module '@carbon/feature-flags' {
  /** Turns a Carbon feature flag on for every component that reads the global flags. */
  export function enable(name: string): void;
}
