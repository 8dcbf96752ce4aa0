// The import-map module `@seller-portal/carbon-later`: the Carbon components no first view of any route uses, only
// later screens and modals (DataTable, forms' inputs, the composed modal's parts, layout). Code still imports them
// from '@carbon/react'; the build routes each import here (shared/build/mfe-vite-config.mjs), so they load with the
// first screen or modal that needs them. A component a first view uses belongs in carbon.ts or carbon-extras.ts:
// cold-load-budget.e2e.ts fails when a route's cold load fetches this module.
export {
  Accordion,
  AccordionItem,
  Column,
  ComposedModal,
  Content,
  DataTable,
  Form,
  Grid,
  Heading,
  ModalBody,
  ModalFooter,
  ModalHeader,
  ProgressBar,
  RadioButton,
  RadioButtonGroup,
  Section,
  Stack,
  TextArea,
  TextInput,
  Theme,
  Toggle,
  Tooltip,
} from '@carbon/react';
