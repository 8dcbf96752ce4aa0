import type { RunningSandbox } from '../testing/harness.js';
import { callAs } from '../offers/offers-test-support.js';

/** The Offer Health Report's stages, as the gateway sends them (spec 01 section 7). */
export const HEALTH_STAGES = 'ACCEPTED_ACTION_REQUIRED,ACCEPTED,COMPLETE,CLOSED_DISPUTED,CLOSED_CANCELED';

export type Caller = ReturnType<typeof callAs>;

/** The people the reports' tests call as: three who may read them, and three who may not read Acme's. */
export async function reportCallers(sandbox: RunningSandbox): Promise<{
  /** Acme's admin */
  ada: Caller;
  /** Acme's finance manager */
  fiona: Caller;
  /** Acme's account executive */
  alex: Caller;
  /** Borealis' admin */
  bob: Caller;
  /** an onboarding company's owner */
  nimbus: Caller;
}> {
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  const [ada, fiona, alex, bob, nimbus] = await Promise.all([
    as('admin@acme.example'),
    as('finance@acme.example'),
    as('ae@acme.example'),
    as('admin@borealis.example'),
    as('owner@nimbus.example'),
  ]);
  return { ada, fiona, alex, bob, nimbus };
}
