/**
 * `import stylesheet from './styles/<domain>.scss?stylesheet'` (`domainStylesheet()` in mfe-vite-config.mjs): the URL
 * of the micro-frontend's stylesheet in its release, for `createMicroFrontend` and `createParcel`; undefined in tests.
 */
declare module '*.scss?stylesheet' {
  const stylesheet: string | undefined;
  export default stylesheet;
}
