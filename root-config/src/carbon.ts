// The import-map module `@carbon/react`: the components a first view of some route uses, shared by every
// micro-frontend; those only later screens and modals use are in carbon-extras.ts. A micro-frontend that needs
// another component adds it to one of them (its build fails until it is served).
import { enable } from '@carbon/feature-flags';

// Modals keep Tab inside them on the key press itself (Carbon 12's default) rather than through focus sentinels and a
// timer: focus never rests outside the dialog, and screen readers meet no "Focus sentinel".
enable('enable-focus-wrap-without-sentinels');

export {
  Breadcrumb,
  BreadcrumbItem,
  Button,
  Checkbox,
  DataTableSkeleton,
  Header,
  HeaderGlobalAction,
  HeaderGlobalBar,
  HeaderMenuButton,
  HeaderName,
  HeaderPanel,
  InlineLoading,
  InlineNotification,
  Link,
  Loading,
  Modal,
  OverflowMenu,
  OverflowMenuItem,
  Pagination,
  Select,
  SelectItem,
  SideNav,
  SideNavItems,
  SideNavLink,
  SkipToContent,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeader,
  TableRow,
  TableToolbar,
  TableToolbarContent,
  TableToolbarSearch,
  TabList,
  TabPanel,
  TabPanels,
  Tabs,
  Tag,
  Tile,
  ToastNotification,
} from '@carbon/react';
