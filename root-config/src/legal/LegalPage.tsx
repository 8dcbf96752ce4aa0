import { Button } from '@carbon/react';
import { SCREEN_ID } from '../shell/ErrorScreen.js';
import { LEGAL_PATHS, SUPPORT_EMAIL } from './legal-pages.js';

interface LegalText {
  heading: string;
  updated: string;
  sections: readonly { title: string; paragraphs: readonly string[] }[];
}

export const TERMS: LegalText = {
  heading: 'Seller Terms of Service',
  updated: 'Last updated January 15, 2025',
  sections: [
    {
      title: 'Who these terms are for',
      paragraphs: [
        'These terms apply to every company that uses Seller Portal to offer its customers payment plans, and to each person the company invites to its team. By signing in, you accept them on behalf of your company.',
      ],
    },
    {
      title: 'Your account and your team',
      paragraphs: [
        'Keep your sign-in details to yourself. The organization owner decides who joins the team and with which role, and is responsible for disabling members who should no longer have access.',
        'Everything your team does in Seller Portal is done on behalf of your company.',
      ],
    },
    {
      title: 'Financing offers',
      paragraphs: [
        'An offer you create is a proposal to your customer. Financing is provided only once your company is approved, the customer accepts the offer and the provider confirms it. We review offers within 24 to 48 hours.',
        'When an offer is funded, you are paid up front and your customer pays the provider over the agreed term.',
      ],
    },
    {
      title: 'Information you give us',
      paragraphs: [
        'The company details, financial statements and documents you provide must be accurate and complete. We use them to underwrite your company and your offers.',
      ],
    },
    {
      title: 'Suspension and ending',
      paragraphs: [
        'We may suspend access while we look into suspected misuse. Your company may stop using Seller Portal at any time; offers already funded continue under their own terms.',
      ],
    },
    {
      title: 'Questions',
      paragraphs: [`Write to ${SUPPORT_EMAIL} with any question about these terms.`],
    },
  ],
};

export const PRIVACY: LegalText = {
  heading: 'Privacy Notice',
  updated: 'Last updated January 15, 2025',
  sections: [
    {
      title: 'What we collect',
      paragraphs: [
        'Your name, email address, title and phone numbers; your company details, financial statements and the documents you upload to the data room; your customers and their contacts; and the offers you create.',
        'We also record when you sign in and which actions you take, to keep your account secure.',
      ],
    },
    {
      title: 'How we use it',
      paragraphs: [
        'To run your account, underwrite your company and your offers, pay you, send the emails you ask for (invitations, verification links) and answer your questions. We do not sell personal information.',
      ],
    },
    {
      title: 'Who we share it with',
      paragraphs: [
        'The financing provider that funds your offers, the accounting, banking and payment services you connect, and the service providers who host Seller Portal for us, each only for what they do for you.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        'For as long as your company uses Seller Portal, and afterwards only as long as the law requires for funded offers.',
      ],
    },
    {
      title: 'Your choices',
      paragraphs: [
        `You can see and correct your details in User Settings. To get a copy of your information or have it deleted, write to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

/** /seller-terms and /privacy. Outside the signed-in shell (`standalone`), a button leads back to the portal. */
export function LegalPage({ path, standalone = false }: { path: string; standalone?: boolean }) {
  const text = path.replace(/\/+$/, '') === LEGAL_PATHS.privacy ? PRIVACY : TERMS;
  return (
    <main
      id={SCREEN_ID}
      className={`portal-legal${standalone ? ' portal-legal--standalone' : ''}`}
      aria-labelledby="legal-heading"
      tabIndex={-1}
    >
      <h1 id="legal-heading" className="portal-page__title">
        {text.heading}
      </h1>
      <p className="portal-legal__updated">{text.updated}</p>
      {text.sections.map((section) => (
        <section key={section.title} className="portal-legal__section">
          <h2 className="portal-legal__title">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {standalone ? (
        <Button kind="primary" href="/">
          Back to Seller Portal
        </Button>
      ) : null}
    </main>
  );
}
