import { SEED_USERS } from './data.js';

export interface DemoPersona {
  email: string;
  /** The person's full name. */
  name: string;
  /** Company and role, e.g. "Acme Software · Admin (owner)". */
  description: string;
}

/** The users offered as one-click sign-ins on the sandbox sign-in page (all use the password `demo`). */
export const DEMO_PERSONAS: readonly DemoPersona[] = SEED_USERS.flatMap((user) =>
  user.persona
    ? [{ email: user.email, name: `${user.firstName} ${user.lastName}`, description: user.persona }]
    : [],
);
