import express, { type Router } from 'express';
import { CLI_CLIENT_ID, DEMO_GRANT_TYPE, PORTAL_CLIENT_ID } from '../identity/clients.js';
import { escapeHtml, htmlPage, PAGE_CSP } from '../http/html.js';
import { DEMO_PASSWORD } from '../core/seed/data.js';
import { DEMO_PERSONAS } from '../core/seed/personas.js';

/** The demo token request, as documented in README.md. */
function demoTokenCurl(issuer: string, email = 'admin@acme.example'): string {
  return `curl -s -X POST ${issuer}/token -d grant_type=${DEMO_GRANT_TYPE} -d client_id=${CLI_CLIENT_ID} -d username=${email} -d password=${DEMO_PASSWORD}`;
}

/** Sandbox pages: the index (personas, token recipe). */
export function sandboxRouter(issuer: string): Router {
  const router = express.Router();

  router.get('/', (_req, res) => {
    const rows = DEMO_PERSONAS.map(
      (persona) =>
        `<tr><td>${escapeHtml(persona.name)}</td><td><code>${escapeHtml(persona.email)}</code></td><td>${escapeHtml(persona.description)}</td></tr>`,
    ).join('\n');
    res.set({ 'content-security-policy': PAGE_CSP, 'cache-control': 'no-cache' });
    res.type('html').send(
      htmlPage(
        'Provider sandbox',
        `<h1>Provider sandbox</h1>
<p>The embedded provider of Seller Portal: REST API under <code>/api</code>, OpenID Connect issuer
<code>${escapeHtml(issuer)}</code> (<a href="${escapeHtml(issuer)}/.well-known/openid-configuration">discovery</a>).</p>
<h2>Demo personas</h2>
<p class="muted">Every demo account's password is <code>${escapeHtml(DEMO_PASSWORD)}</code>. The portal's sign-in page lists them too.</p>
<table>
<thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Company and role</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>An access token without a browser</h2>
<p class="muted">Client <code>${CLI_CLIENT_ID}</code>, grant <code>${DEMO_GRANT_TYPE}</code>: the same JWT access token the portal
(client <code>${PORTAL_CLIENT_ID}</code>) gets.</p>
<pre><code>${escapeHtml(demoTokenCurl(issuer))}</code></pre>
<h2>Outbox</h2>
<p>Emails the provider sends (verification codes, invitations) land in the <a href="/sandbox/outbox">outbox</a>.</p>`,
      ),
    );
  });

  return router;
}
