import { navigate, showToast } from '@seller-portal/platform';

/** The company save's toast; while onboarding it links back to the tasks (spec 01 section 2, Company pages). */
export function showCompanySaved(isOnboarding: boolean): void {
  showToast({
    kind: 'success',
    title: 'Successfully updated your Company Settings.',
    action: isOnboarding
      ? {
          label: 'Back to onboarding tasks',
          href: '/org/onboarding',
          onClick: () => navigate('/org/onboarding'),
        }
      : undefined,
  });
}
