import { Button, InlineNotification } from '@carbon/react';
import { STALE_FORM_MESSAGES } from '@seller-portal/shared/validation';

/**
 * Shown when a save was refused because someone else changed one of its fields after the form was opened (the
 * message also sits under each such field): Reload reads what is stored, hands it to the form (`onReloaded` puts it
 * in the fields and makes it what the form was opened on) and takes the keyboard to the form's first field
 * (docs/adr/013).
 */
export function StaleFormNotice<Stored>({
  errors,
  reload,
  onReloaded,
  firstFieldId,
}: {
  errors: Record<string, { message?: string } | undefined>;
  /** What is stored now; undefined when it could not be read (the notice stays). */
  reload: () => Promise<Stored | undefined>;
  onReloaded: (stored: Stored) => void;
  firstFieldId: string;
}) {
  const onReload = async () => {
    const stored = await reload();
    if (!stored) return;
    onReloaded(stored);
    // Once the notice (and its focused Reload) has gone: the form's first field.
    setTimeout(() => document.getElementById(firstFieldId)?.focus());
  };
  const stale = Object.values(errors).some((error) => error?.message === STALE_FORM_MESSAGES.field);
  if (!stale) return null;
  return (
    <div className="portal-form__stale" role="group" aria-label="Changed by someone else">
      <InlineNotification
        kind="warning"
        title="Not saved."
        subtitle={STALE_FORM_MESSAGES.form}
        hideCloseButton
        lowContrast
      />
      <Button kind="tertiary" size="sm" onClick={() => void onReload()}>
        Reload
      </Button>
    </div>
  );
}
