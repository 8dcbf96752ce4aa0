// The import-map module `@carbon/icons-react`: only the icons the portal uses (see carbon.ts).
export { Document, Folder, Logout, Notification, Renew, UserAvatar } from '@carbon/icons-react';
