import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Db } from '../db/db.js';
import { PAGE_CSP } from '../http/html.js';
import { bodyField } from '../http/params.js';
import { DEMO_PERSONAS } from '../core/seed/personas.js';
import { issueVerificationCode } from '../email-verification/verifications.js';
import {
  checkCredentials,
  claimInvitation,
  createPasswordUser,
  isUnclaimedInvitation,
  createSsoUser,
  findAccountByEmail,
  findAccountByIdentity,
  findAccountById,
  recordLogin,
  SSO_CONNECTION,
  type AccountRow,
} from './accounts.js';
import {
  ACCOUNT_DISABLED,
  backToPortal,
  EMAIL_TAKEN,
  INVALID_EMAIL,
  INVITATION_WAITING,
  messagePage,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT,
  signInPage,
  signUpPage,
  ssoPage,
  WRONG_CREDENTIALS,
} from './pages.js';
import { hashPassword } from './passwords.js';
import { clientAddress, TOO_MANY_ATTEMPTS, type SignInThrottle } from './throttle.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** How long a pending account-linking step stays usable. */
const LINKING_TTL_MS = 10 * 60 * 1000;

const PERSONA_EMAILS = new Set(DEMO_PERSONAS.map((persona) => persona.email));

function send(res: Response, status: number, html: string): void {
  res.status(status).type('html').send(html);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The sign-in interaction (`interactions.url` points here): the sign-in page, e-mail/password and one-click persona
 * sign-in. Mounted at /oidc/interaction before `provider.callback()`, so the provider never sees these paths.
 */
export function interactionRouter(
  provider: Provider,
  db: Db,
  portalOrigin: string,
  { demo, throttle }: { demo: boolean; throttle: SignInThrottle },
): Router {
  const router = express.Router();
  // One-click personas and the SSO connection that trusts any email are demo conveniences (the demo switch).
  const personas = demo ? DEMO_PERSONAS : [];
  const demoOnly = (_req: Request, res: Response, next: NextFunction) => {
    if (demo) return next();
    send(res, 404, messagePage('Not found', 'This sign-in option is not available.'));
  };
  const form = express.urlencoded({ extended: false, limit: '8kb' });

  router.use((_req, res, next) => {
    res.set({
      'cache-control': 'no-store',
      'content-security-policy': PAGE_CSP,
    });
    next();
  });

  /** The interaction of this browser (from its cookie), checked against the uid in the path. */
  async function loadInteraction(req: Request, res: Response): Promise<Interaction> {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== req.params.uid) throw new errors.SessionNotFound('interaction uid mismatch');
    return interaction;
  }

  async function finishLogin(req: Request, res: Response, account: AccountRow, amr = 'pwd'): Promise<void> {
    await recordLogin(db, account.id);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id, amr: [amr] } },
      { mergeWithLastSubmission: false },
    );
  }

  /** Normally never reached (first-party grants are created in loadExistingGrant); kept as a safety net. */
  async function finishConsent(req: Request, res: Response, interaction: Interaction): Promise<void> {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || typeof clientId !== 'string') throw new errors.SessionNotFound('no signed-in account');
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details;
    const scopes = stringList(details.missingOIDCScope);
    if (scopes.length > 0) grant.addOIDCScope(scopes);
    const claims = stringList(details.missingOIDCClaims);
    if (claims.length > 0) grant.addOIDCClaims(claims);
    const resourceScopes = details.missingResourceScopes;
    if (typeof resourceScopes === 'object' && resourceScopes !== null) {
      for (const [indicator, list] of Object.entries(resourceScopes))
        grant.addResourceScope(indicator, stringList(list));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: interaction.grantId ? {} : { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  router.get('/:uid', async (req, res) => {
    const interaction = await loadInteraction(req, res);
    if (interaction.prompt.name === 'consent') return finishConsent(req, res, interaction);
    if (interaction.prompt.name !== 'login') {
      return send(
        res,
        400,
        messagePage(
          'Sign-in problem',
          'This sign-in step is not supported by the sandbox.',
          backToPortal(portalOrigin),
        ),
      );
    }
    const hint = interaction.params.login_hint;
    if (demo && interaction.params.connection === SSO_CONNECTION)
      return send(res, 200, ssoPage({ uid: interaction.uid }));
    if (interaction.params.screen_hint === 'signup')
      return send(
        res,
        200,
        signUpPage({ uid: interaction.uid, email: typeof hint === 'string' ? hint : '' }),
      );
    send(
      res,
      200,
      signInPage({
        uid: interaction.uid,
        email: typeof hint === 'string' ? hint : '',
        personas,
      }),
    );
  });

  router.post('/:uid/login', form, async (req, res) => {
    const interaction = await loadInteraction(req, res);
    if (interaction.prompt.name !== 'login') return res.redirect(303, `${req.baseUrl}/${interaction.uid}`);
    const email = bodyField(req, 'email').trim();
    const again = (status: number, error: string) =>
      send(res, status, signInPage({ uid: interaction.uid, email, error, personas }));
    const address = clientAddress(req, provider.proxy);
    const wait = await throttle.begin(email, address);
    if (wait > 0) {
      res.set('retry-after', String(wait));
      return again(429, TOO_MANY_ATTEMPTS(wait));
    }
    const check = await checkCredentials(db, email, bodyField(req, 'password'));
    // begin() has already counted this attempt as a failure; only a right password takes it back.
    if (check.outcome === 'wrong-credentials') {
      if (await isUnclaimedInvitation(db, email)) return again(401, INVITATION_WAITING);
      return again(401, WRONG_CREDENTIALS);
    }
    await throttle.succeeded(email, address);
    if (check.outcome === 'disabled') return again(403, ACCOUNT_DISABLED);
    await finishLogin(req, res, check.account);
  });

  router.post('/:uid/persona', demoOnly, form, async (req, res) => {
    const interaction = await loadInteraction(req, res);
    if (interaction.prompt.name !== 'login') return res.redirect(303, `${req.baseUrl}/${interaction.uid}`);
    const email = bodyField(req, 'email');
    const account = PERSONA_EMAILS.has(email) ? await findAccountByEmail(db, email) : undefined;
    const again = (status: number, error: string) =>
      send(res, status, signInPage({ uid: interaction.uid, error, personas }));
    if (!account) return again(401, WRONG_CREDENTIALS);
    if (account.status === 'DISABLED') return again(403, ACCOUNT_DISABLED);
    await finishLogin(req, res, account);
  });

  router.get('/:uid/signup', async (req, res) => {
    const interaction = await loadInteraction(req, res);
    send(res, 200, signUpPage({ uid: interaction.uid }));
  });

  router.post('/:uid/signup', form, async (req, res) => {
    const interaction = await loadInteraction(req, res);
    if (interaction.prompt.name !== 'login') return res.redirect(303, `${req.baseUrl}/${interaction.uid}`);
    const email = bodyField(req, 'email').trim().toLowerCase();
    const password = bodyField(req, 'password');
    const again = (status: number, error: string) =>
      send(res, status, signUpPage({ uid: interaction.uid, email, error }));
    if (!EMAIL.test(email)) return again(400, INVALID_EMAIL);
    if (password.length < MIN_PASSWORD_LENGTH) return again(400, PASSWORD_TOO_SHORT);
    const passwordHash = await hashPassword(password);
    // An invitation's sign-up link: the invited member sets their password and joins as invited.
    const invited = await claimInvitation(db, email, passwordHash);
    if (!invited && (await findAccountByEmail(db, email))) return again(409, EMAIL_TAKEN);
    const account = invited ?? (await createPasswordUser(db, email, passwordHash));
    await issueVerificationCode(db, account, portalOrigin);
    await finishLogin(req, res, account);
  });

  router.post('/:uid/sso', demoOnly, form, async (req, res) => {
    const interaction = await loadInteraction(req, res);
    if (interaction.prompt.name !== 'login') return res.redirect(303, `${req.baseUrl}/${interaction.uid}`);
    const email = bodyField(req, 'email').trim().toLowerCase();
    if (!EMAIL.test(email)) return send(res, 400, ssoPage({ uid: interaction.uid, error: INVALID_EMAIL }));
    const linked = await findAccountByIdentity(db, SSO_CONNECTION, email);
    if (linked) {
      if (linked.status === 'DISABLED')
        return send(res, 403, ssoPage({ uid: interaction.uid, error: ACCOUNT_DISABLED }));
      return finishLogin(req, res, linked, 'sso');
    }
    const existing = await findAccountByEmail(db, email);
    if (!existing) return finishLogin(req, res, await createSsoUser(db, email), 'sso');
    // A second identity for an existing email: the portal's account-linking step decides, then comes back here.
    const sessionToken = randomBytes(24).toString('base64url');
    await db.query(
      `INSERT INTO account_linking_sessions
         (session_token, interaction_uid, primary_user_id, connection, subject, email, expires_at)
       VALUES ($1, $2, $3, $4, $5, $5, $6)`,
      [
        sessionToken,
        interaction.uid,
        existing.id,
        SSO_CONNECTION,
        email,
        new Date(Date.now() + LINKING_TTL_MS),
      ],
    );
    const target = new URL('/link-accounts', portalOrigin);
    target.searchParams.set('session_token', sessionToken);
    target.searchParams.set('state', interaction.uid);
    res.redirect(303, target.href);
  });

  // Where the portal sends the browser after linking: the pending SSO sign-in finishes as the primary user.
  router.get('/:uid/continue', async (req, res) => {
    const interaction = await loadInteraction(req, res);
    const { rows } = await db.query<{ userId: string }>(
      `SELECT primary_user_id AS "userId" FROM account_linking_sessions
        WHERE interaction_uid = $1 AND linked_at IS NOT NULL AND expires_at > now()`,
      [interaction.uid],
    );
    const account = rows[0] ? await findAccountById(db, rows[0].userId) : undefined;
    if (!account || account.status === 'DISABLED') {
      return send(
        res,
        400,
        messagePage('Accounts not linked', 'The accounts were not linked. Start again from the portal.', {
          href: `${portalOrigin}/`,
          text: 'Back to Seller Portal',
        }),
      );
    }
    await finishLogin(req, res, account, 'sso');
  });

  router.get('/:uid/abort', async (req, res) => {
    await loadInteraction(req, res);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof errors.SessionNotFound) {
      return send(
        res,
        400,
        messagePage(
          'Sign-in expired',
          'This sign-in page has expired or was already used. Start again from the portal.',
          {
            href: `${portalOrigin}/`,
            text: 'Back to Seller Portal',
          },
        ),
      );
    }
    next(error);
  });

  return router;
}
