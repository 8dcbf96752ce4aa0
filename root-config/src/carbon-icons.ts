// The import-map module `@carbon/icons-react`: only the icons the portal uses (see carbon.ts).
export {
  ChevronDown,
  Document,
  Download,
  Folder,
  Help,
  Logout,
  Notification,
  Renew,
  Time,
  UserAvatar,
} from '@carbon/icons-react';
