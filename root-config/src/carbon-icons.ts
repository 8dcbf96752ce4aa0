// The import-map module `@carbon/icons-react`: only the icons the portal uses (see carbon.ts).
export { Document, Folder, Help, Logout, Notification, Renew, UserAvatar } from '@carbon/icons-react';
