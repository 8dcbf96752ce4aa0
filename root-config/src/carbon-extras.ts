// The import-map module `@seller-portal/carbon-extras`: Carbon components that load with the screen that needs them,
// not with every page: ComboBox and MultiSelect (downshift), the menu button, and what only later screens and modals
// use (DataTable, forms' inputs, the composed modal's parts, layout). Code still imports them from '@carbon/react'; the
// build routes each import here (shared/build/mfe-vite-config.mjs). The first views of the team, customers and files
// routes fetch none of it (cold-load-budget.e2e.ts); the company pages' and the offers list's filters need ComboBox
// and MultiSelect, so theirs do.
export {
  Accordion,
  AccordionItem,
  Column,
  ComboBox,
  ComposedModal,
  Content,
  DataTable,
  Form,
  Grid,
  Heading,
  MenuButton,
  MenuItem,
  ModalBody,
  ModalFooter,
  ModalHeader,
  MultiSelect,
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
