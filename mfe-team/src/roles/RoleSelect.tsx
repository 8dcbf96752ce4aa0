import { forwardRef, type ComponentProps } from 'react';
import { errorProps } from '@seller-portal/platform/forms';
import { Select, SelectItem } from '@carbon/react';

export interface RoleOption {
  id: string;
  displayName: string;
  description?: string | null;
}

export interface RoleSelectProps extends Pick<
  ComponentProps<'select'>,
  'name' | 'onChange' | 'onBlur' | 'disabled'
> {
  id: string;
  roles: readonly RoleOption[];
  /** The chosen role (`form.watch('roleId')`): the options can arrive after the form's value. */
  value: string;
  error?: string;
}

/**
 * A role among those the server returns, with the chosen role's description under it (spec 01 section 6);
 * a form field (`{...form.register('roleId')}`).
 */
export const RoleSelect = forwardRef<HTMLSelectElement, RoleSelectProps>(function RoleSelect(
  { id, roles, value, error, ...field },
  ref,
) {
  const chosen = roles.find((role) => role.id === value);
  return (
    <Select
      {...field}
      ref={ref}
      value={value}
      labelText="Role"
      {...errorProps(id, error)}
      helperText={chosen?.description ?? undefined}
    >
      <SelectItem value="" text="Choose a role" />
      {roles.map((role) => (
        <SelectItem key={role.id} value={role.id} text={role.displayName} />
      ))}
    </Select>
  );
});
