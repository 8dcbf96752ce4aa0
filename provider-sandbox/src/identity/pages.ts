import { randomBytes } from 'node:crypto';
import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, htmlPage, PAGE_CSP } from '../http/html.js';
import type { DemoPersona } from '../core/seed/personas.js';

const SIGN_IN_TITLE = 'Sign in to Seller Portal';
export const WRONG_CREDENTIALS = 'Wrong email or password.';
export const ACCOUNT_DISABLED = 'This account is disabled.';

export interface SignInPageInput {
  uid: string;
  email?: string;
  error?: string;
  personas: readonly DemoPersona[];
}

/** The sandbox sign-in page: e-mail + password form, then one-click demo personas (with the demo switch on). */
export function signInPage({ uid, email = '', error, personas }: SignInPageInput): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const alert = error ? `<p class="alert" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const personaItems = personas
    .map(
      (persona, index) => `<li><form method="post" action="${base}/persona">
<input type="hidden" name="email" value="${escapeHtml(persona.email)}">
<button type="submit" class="persona" aria-describedby="persona-${index}">${escapeHtml(persona.name)}</button>
<span class="persona-description" id="persona-${index}">${escapeHtml(persona.description)}</span>
</form></li>`,
    )
    .join('\n');
  return htmlPage(
    SIGN_IN_TITLE,
    `<h1>${escapeHtml(SIGN_IN_TITLE)}</h1>
${alert}
<form method="post" action="${base}/login" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
<button type="submit" class="primary">Sign in</button>
</form>
<p class="muted">New to Seller Portal? <a href="${base}/signup">Create an account</a></p>
${
  personas.length > 0
    ? `<section aria-labelledby="personas-heading">
<h2 id="personas-heading">Demo personas</h2>
<p class="muted">Sign in as a sandbox user in one click. Every demo account's password is <code>demo</code>.</p>
<ul class="personas">
${personaItems}
</ul>
</section>`
    : ''
}`,
  );
}

const SIGN_UP_TITLE = 'Create your Seller Portal account';
const SSO_TITLE = 'Sandbox SSO';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';
export const INVITATION_WAITING =
  'You have been invited with this email but have not created your password yet: choose "Create an account" below.';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const PASSWORD_TOO_SHORT = 'Use at least 8 characters for the password.';
export const MIN_PASSWORD_LENGTH = 8;

/** The sign-up page of the password connection (opened with screen_hint=signup, or from the sign-in page). */
export function signUpPage({
  uid,
  email = '',
  error,
}: {
  uid: string;
  email?: string;
  error?: string;
}): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const alert = error ? `<p class="alert" role="alert" id="sign-up-error">${escapeHtml(error)}</p>` : '';
  return htmlPage(
    SIGN_UP_TITLE,
    `<h1>${escapeHtml(SIGN_UP_TITLE)}</h1>
${alert}
<form method="post" action="${base}/signup" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}">
<button type="submit" class="primary">Sign up</button>
</form>
<p class="muted">We will email you a link to verify your address. Already have an account? <a href="${base}">Sign in</a></p>`,
  );
}

/** The sandbox SSO connection: a stand-in for an enterprise identity provider that vouches for the email it is given. */
export function ssoPage({ uid, error }: { uid: string; error?: string }): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const alert = error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : '';
  return htmlPage(
    SSO_TITLE,
    `<h1>${escapeHtml(SSO_TITLE)}</h1>
${alert}
<p class="muted">A sandbox stand-in for your company's identity provider: it trusts the email you enter.</p>
<form method="post" action="${base}/sso" novalidate>
<label for="email">Work email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit" class="primary">Continue with Sandbox SSO</button>
</form>`,
  );
}

/** A short page for interaction problems (expired sign-in, unknown step). */
export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const action = link ? linkParagraph(link) : '';
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${action}`);
}

/** RP-initiated logout: submits oidc-provider's confirmation form at once (no extra click). */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  ctx.set('content-security-policy', `${PAGE_CSP}; script-src 'nonce-${nonce}'`);
  ctx.set('cache-control', 'no-store');
  ctx.type = 'html';
  ctx.body = htmlPage(
    'Signing out',
    `<h1>Signing out…</h1>
${confirmed}
<noscript><p>JavaScript is off: confirm to finish signing out.</p>
<button type="submit" class="primary" form="op.logoutForm">Sign out</button></noscript>
<script nonce="${nonce}">document.getElementById('op.logoutForm').submit();</script>`,
  );
}

/** The way forward from a sandbox page that ends a flow: back to the portal, which starts it again. */
export const backToPortal = (portalOrigin: string) => ({
  href: `${portalOrigin}/`,
  text: 'Return to Seller Portal',
});

const linkParagraph = ({ href, text }: { href: string; text: string }) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

/** The page after signing out, with the way back to the portal. */
export function postLogoutSuccessSourceFor(portalOrigin: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    ctx.set('content-security-policy', PAGE_CSP);
    ctx.type = 'html';
    ctx.body = htmlPage(
      'Signed out',
      `<h1>Signed out</h1>\n<p>You are signed out of Seller Portal.</p>\n${linkParagraph(backToPortal(portalOrigin))}`,
    );
  };
}

/** A sign-in that cannot go on (expired, refused): what went wrong, and the way back to the portal to start again. */
export function renderErrorFor(portalOrigin: string) {
  return async (ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void> => {
    ctx.set('content-security-policy', PAGE_CSP);
    ctx.type = 'html';
    const description = out.error_description ? `<p>${escapeHtml(out.error_description)}</p>` : '';
    ctx.body = htmlPage(
      'Sign-in problem',
      `<h1>Sign-in problem</h1>\n<p><code>${escapeHtml(out.error)}</code></p>\n${description}\n${linkParagraph(backToPortal(portalOrigin))}`,
    );
  };
}
