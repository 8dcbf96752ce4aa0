import { rolesReaching } from '@seller-portal/shared/navigation';
import type { RoleName } from '@seller-portal/shared/roles';
import { requireRole } from '../../auth/authorization.js';
import type { GatewayContext } from '../../context.js';

/**
 * The roles the side navigation shows the data room to (spec 01 section 2: not account executives, not finance
 * managers), read from the navigation rule itself (docs/adr/006-data-room-access.md).
 */
const DATA_ROOM_ROLES: readonly RoleName[] = rolesReaching('dataRoom');

/** A member who may use the data room; FORBIDDEN for anyone else, before any data room call. */
export const requireDataRoomMember = (context: GatewayContext) => requireRole(context, DATA_ROOM_ROLES);
