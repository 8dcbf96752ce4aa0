import { useState } from 'react';
import { Button, RadioButton, RadioButtonGroup, Tile } from '@carbon/react';
import type { ValidateAccountMutation } from '#graphql';

type Validation = ValidateAccountMutation['validateAccount'];
type Match = Validation['potentialMatches'][number];

export interface MatchStepProps {
  /** The bureau's answer; null when the check failed (shown as none found). */
  validation: Validation | null;
  creating: boolean;
  onChangeDetails: () => void;
  onCreate: (experianBin: string | null) => void;
}

function MatchDetails({ match }: { match: Match }) {
  return (
    <dl className="customers-card__fields">
      <dt>Legal Business Name</dt>
      <dd>{match.name}</dd>
      <dt>EIN</dt>
      <dd>{match.ein}</dd>
      <dt>Address</dt>
      <dd>{match.address}</dd>
    </dl>
  );
}

/**
 * Step 2, Confirm Credit Bureau Match (spec 02 sections 2 and 4): one match to confirm, several to choose from, or
 * none found, with "Change Account Details" back to step 1 in each.
 */
export function MatchStep({ validation, creating, onChangeDetails, onCreate }: MatchStepProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const outcome = validation?.renderExperience ?? 'NOT_FOUND';
  const single = outcome === 'SINGLE_ACCOUNT' ? (validation?.highConfidenceMatch ?? null) : null;
  const several = outcome === 'MULTIPLE_ACCOUNT_RESULTS' ? (validation?.potentialMatches ?? []) : [];
  const experianBin = single ? single.experianBin : several.length > 0 ? chosen : null;

  return (
    <div className="customers-match">
      {single ? (
        <>
          <p>The credit bureau found this company. Confirm it is your customer.</p>
          <Tile className="customers-card">
            <MatchDetails match={single} />
          </Tile>
        </>
      ) : null}
      {several.length > 0 ? (
        <RadioButtonGroup
          legendText="The credit bureau found several companies. Choose your customer."
          name="credit-bureau-match"
          orientation="vertical"
          valueSelected={chosen ?? undefined}
          onChange={(value) => setChosen(String(value))}
        >
          {several.map((match) => (
            <RadioButton
              key={match.experianBin}
              id={`match-${match.experianBin}`}
              value={match.experianBin}
              labelText={`${match.name}, EIN ${match.ein}, ${match.address}`}
            />
          ))}
        </RadioButtonGroup>
      ) : null}
      {outcome === 'NOT_FOUND' ? (
        <p>
          The credit bureau found no company matching these account details. Change them, or create the
          account without a match.
        </p>
      ) : null}
      <div className="customers-actions">
        <Button kind="secondary" onClick={onChangeDetails}>
          Change Account Details
        </Button>
        <Button disabled={creating || (several.length > 0 && !chosen)} onClick={() => onCreate(experianBin)}>
          {creating ? 'Creating the account…' : 'Create Account'}
        </Button>
      </div>
    </div>
  );
}
