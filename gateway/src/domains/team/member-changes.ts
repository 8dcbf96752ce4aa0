import { replaceOperationsFor, replaceOperationsSince } from '../../provider/replace-operations.js';
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

/** The member's fields in the provider's shape (one role per member, as a list). */
const fieldsOf = (member: MemberForm): Partial<ProviderUserFields> => {
  const { roleId, ...names } = member;
  return { ...names, roles: roleId === undefined ? undefined : [roleId] };
};

/**
 * The replace operations for what the form sent and changed against the stored member (one role per member). Given
 * what the form was opened on (`loaded`), only this person's changes are sent, and a field someone else changed since
 * is refused (CONFLICT, under the form's field; docs/adr/013).
 */
export function memberChanges(
  current: ProviderTeamUser,
  form: MemberForm,
  loaded?: MemberForm | null,
): ProviderUserReplaceOperation[] {
  const stored: ProviderUserFields = {
    firstName: current.firstName ?? '',
    lastName: current.lastName ?? '',
    phoneNumber: current.phoneNumber,
    roles: current.roles.map((role) => role.roleId),
  };
  const changed = fieldsOf(form);
  return loaded
    ? replaceOperationsSince<ProviderUserFields>(stored, { ...stored, ...fieldsOf(loaded) }, changed, {
        roles: 'roleId',
      })
    : replaceOperationsFor<ProviderUserFields>(stored, changed);
}
