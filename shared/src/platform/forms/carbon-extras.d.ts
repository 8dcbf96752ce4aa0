// The import map's Carbon extras (root-config/src/carbon-extras.ts): what the platform takes from there.
declare module '@seller-portal/carbon-extras' {
  export { ComboBox, Form } from '@carbon/react';
}
