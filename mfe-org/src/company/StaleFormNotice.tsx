import { Button, InlineNotification } from '@carbon/react';
import { STALE_FORM_MESSAGES } from '@seller-portal/shared/validation';

/**
 * Shown when a save was refused because someone else changed one of its fields after the form was opened (the
 * message also sits under each such field): Reload puts the saved values in the form (docs/adr/013).
 */
export function StaleFormNotice({
  errors,
  onReload,
}: {
  errors: Record<string, { message?: string } | undefined>;
  onReload: () => void;
}) {
  const stale = Object.values(errors).some((error) => error?.message === STALE_FORM_MESSAGES.field);
  if (!stale) return null;
  return (
    <div className="org-form__stale" role="group" aria-label="Changed by someone else">
      <InlineNotification
        kind="warning"
        title="Not saved."
        subtitle={STALE_FORM_MESSAGES.form}
        hideCloseButton
        lowContrast
      />
      <Button kind="tertiary" size="sm" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}
