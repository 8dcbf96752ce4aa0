import { replaceOperationsFor } from '../../provider/replace-operations.js';
import type {
  ProviderTeamUser,
  ProviderUserFields,
  ProviderUserReplaceOperation,
} from './provider-client.js';

export interface MemberForm {
  firstName?: string;
  lastName?: string;
  roleId?: string;
  phoneNumber?: string | null;
}

/** The replace operations for what the form sent and changed against the stored member (one role per member). */
export function memberChanges(current: ProviderTeamUser, form: MemberForm): ProviderUserReplaceOperation[] {
  const { roleId, ...names } = form;
  return replaceOperationsFor<ProviderUserFields>(
    {
      firstName: current.firstName ?? '',
      lastName: current.lastName ?? '',
      phoneNumber: current.phoneNumber,
      roles: current.roles.map((role) => role.roleId),
    },
    { ...names, roles: roleId === undefined ? undefined : [roleId] },
  );
}
