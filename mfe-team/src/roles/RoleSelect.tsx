import { Select, SelectItem } from '@carbon/react';

export interface RoleOption {
  id: string;
  displayName: string;
  description?: string | null;
}

export interface RoleSelectProps {
  id: string;
  roles: readonly RoleOption[];
  value: string;
  onChange: (roleId: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A role among those the server returns, with the chosen role's description under it (spec 01 section 6). */
export function RoleSelect({ id, roles, value, onChange, error, disabled }: RoleSelectProps) {
  const chosen = roles.find((role) => role.id === value);
  return (
    <Select
      id={id}
      labelText="Role"
      value={value}
      disabled={disabled}
      invalid={Boolean(error)}
      invalidText={error}
      helperText={chosen?.description ?? undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <SelectItem value="" text="Choose a role" />
      {roles.map((role) => (
        <SelectItem key={role.id} value={role.id} text={role.displayName} />
      ))}
    </Select>
  );
}
