import type { OnboardingStatusQuery } from '#graphql';

type Status = OnboardingStatusQuery['onboardingStatus'];

export interface OnboardingTask {
  key: keyof Omit<Status, '__typename'>;
  title: string;
  description: string;
  path: string;
}

/** Spec 01 section 2, Onboarding: the two stages and their five tasks. */
export const ONBOARDING_STAGES: readonly { title: string; tasks: readonly OnboardingTask[] }[] = [
  {
    title: 'Stage 1: Complete Your Business Profile',
    tasks: [
      {
        key: 'userProfileCompleted',
        title: 'Account profile',
        description: 'Your name, title and phone number.',
        path: '/account/settings',
      },
      {
        key: 'sellerRegistrationCompleted',
        title: 'Company details',
        description: 'Your company, its address and its business metrics.',
        path: '/org/settings',
      },
    ],
  },
  {
    title: 'Stage 2: Provide Financial Statements',
    tasks: [
      {
        key: 'codatAccountingConnectionsCreated',
        title: 'Accounting connection',
        description: 'Connect your accounting system, or ask for an exception.',
        path: '/org/accounting-connections',
      },
      {
        key: 'codatBankingConnectionsCreated',
        title: 'Bank connections',
        description: 'Connect your operating bank accounts, or ask for an exception.',
        path: '/org/banking-connections',
      },
      {
        key: 'filesUploaded',
        title: 'Upload documents',
        description: 'Add your financial statements to the data room.',
        path: '/files',
      },
    ],
  },
];

/** A scheduling link and a support mailbox for help (spec 01 section 9). */
export const HELP_LINKS = {
  scheduleCall: 'https://schedule.seller-portal.example/onboarding',
  emailSupport: 'mailto:support@seller-portal.example',
} as const;
