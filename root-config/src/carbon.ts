// The import-map module `@carbon/react`: the components the first views of most routes use, shared by every
// micro-frontend; carbon-extras.ts has those only some first views use, carbon-later.ts those only later screens and
// modals use. A micro-frontend that needs another component adds it to one of them (its build fails until it is
// served).
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
