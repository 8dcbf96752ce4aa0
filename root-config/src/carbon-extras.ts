// The import-map module `@seller-portal/carbon-extras`: Carbon components only some screens use, heavy ones first
// (ComboBox brings downshift). Code still imports them from '@carbon/react'; the build routes each import to the
// module that serves it (shared/build/mfe-vite-config.mjs), so they load with the screen that needs them, not
// with every page.
export {
  Accordion,
  AccordionItem,
  Breadcrumb,
  BreadcrumbItem,
  ComboBox,
  MenuButton,
  MenuItem,
  MultiSelect,
  ProgressBar,
  TextArea,
} from '@carbon/react';
