import { navigate, showToast } from '@seller-portal/platform';
import { ONBOARDING_TASKS_LINK } from '@seller-portal/shared/navigation';

/** The company save's toast; while onboarding it links back to the tasks (spec 01 section 2, Company pages). */
export function showCompanySaved(isOnboarding: boolean): void {
  showToast({
    kind: 'success',
    title: 'Successfully updated your Company Settings.',
    action: isOnboarding
      ? {
          label: ONBOARDING_TASKS_LINK.label,
          href: ONBOARDING_TASKS_LINK.path,
          onClick: () => navigate(ONBOARDING_TASKS_LINK.path),
        }
      : undefined,
  });
}
