import type { ProviderTeamUser, ProviderUserReplaceOperation } from './provider-client.js';

export interface MemberForm {
  firstName: string;
  lastName: string;
  roleId: string;
  phoneNumber?: string | null;
}

/** The replace operations for what the form changed against the stored member; unchanged fields are left out. */
export function replaceOperationsFor(
  current: ProviderTeamUser,
  form: MemberForm,
): ProviderUserReplaceOperation[] {
  const operations: ProviderUserReplaceOperation[] = [];
  if (form.firstName !== (current.firstName ?? '')) {
    operations.push({ op: 'replace', path: '/firstName', value: form.firstName });
  }
  if (form.lastName !== (current.lastName ?? '')) {
    operations.push({ op: 'replace', path: '/lastName', value: form.lastName });
  }
  if (form.phoneNumber !== undefined && (form.phoneNumber || null) !== (current.phoneNumber || null)) {
    operations.push({ op: 'replace', path: '/phoneNumber', value: form.phoneNumber || null });
  }
  const roleIds = current.roles.map((role) => role.roleId);
  if (roleIds.length !== 1 || roleIds[0] !== form.roleId) {
    operations.push({ op: 'replace', path: '/roles', value: [form.roleId] });
  }
  return operations;
}
