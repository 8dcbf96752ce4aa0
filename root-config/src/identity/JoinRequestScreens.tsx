import { Button } from '@carbon/react';
import { SUPPORT_EMAIL } from '../legal/legal-pages.js';
import { IdentityPage } from './IdentityPage.js';

const REQUEST_DECLINED_HEADING = 'Your request join the company was declined';

/** /domain-registered: the company of the user's email domain exists; their join request waits for its owner. */
export function DomainRegistered({
  ownerFullName,
  ownerEmail,
  onLogOut,
}: {
  ownerFullName: string | null;
  ownerEmail: string | null;
  onLogOut: () => void;
}) {
  const owner = ownerFullName ?? ownerEmail;
  return (
    <IdentityPage heading="Your company is already registered">
      <p className="portal-identity__text">
        Your request to join the company is pending.{' '}
        {owner ? (
          <>
            Its account owner, <strong>{owner}</strong>
            {ownerFullName && ownerEmail ? ` (${ownerEmail})` : ''}, has been asked to approve it.
          </>
        ) : (
          'Its account owner has been asked to approve it.'
        )}{' '}
        You will get access as soon as it is approved.
      </p>
      <Button kind="ghost" onClick={onLogOut}>
        Log out
      </Button>
    </IdentityPage>
  );
}

/** /request-outcome: the access-denied page of a declined join request. */
export function RequestOutcome({ onLogOut }: { onLogOut: () => void }) {
  return (
    <IdentityPage heading={REQUEST_DECLINED_HEADING}>
      <p className="portal-identity__text">
        Your request to join the company on Seller Portal was declined. Please contact the account owner of
        your company first; if that does not help, contact support.
      </p>
      <div className="portal-identity__actions">
        <Button kind="primary" href={`mailto:${SUPPORT_EMAIL}`}>
          Contact support
        </Button>
        <Button kind="ghost" onClick={onLogOut}>
          Log out
        </Button>
      </div>
    </IdentityPage>
  );
}
