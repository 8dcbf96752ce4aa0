// The import map's Carbon subsets (root-config/src/carbon-extras.ts, carbon-later.ts): what the platform takes from
// there.
declare module '@seller-portal/carbon-extras' {
  export { ComboBox } from '@carbon/react';
}
declare module '@seller-portal/carbon-later' {
  export { Form } from '@carbon/react';
}
