import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { escapeHtml, htmlPage, PAGE_CSP } from '../http/html.js';
import { queryParam } from '../http/params.js';
import { listOutbox } from './outbox.js';

/** The sandbox outbox: a page for people and JSON for tests (no token: it is a sandbox control). */
export function outboxRouter(db: Db): Router {
  const router = express.Router();

  router.get('/outbox.json', async (req, res) => {
    const emails = await listOutbox(db, { to: queryParam(req, 'to'), kind: queryParam(req, 'kind') });
    res.set('cache-control', 'no-store').json(emails);
  });

  router.get('/outbox', async (req, res) => {
    const to = queryParam(req, 'to');
    const emails = await listOutbox(db, { to });
    const items = emails
      .map(
        (email) => `<article class="email">
<h2>${escapeHtml(email.subject)}</h2>
<p class="muted">To <code>${escapeHtml(email.to)}</code> · ${escapeHtml(email.kind)} · ${escapeHtml(email.sentAt)}</p>
<pre>${escapeHtml(email.body)}</pre>
${email.code ? `<p>Code: <code>${escapeHtml(email.code)}</code></p>` : ''}
${email.link ? `<p><a href="${escapeHtml(email.link)}">${escapeHtml(email.link)}</a></p>` : ''}
</article>`,
      )
      .join('\n');
    res.set({ 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' });
    res.type('html').send(
      htmlPage(
        'Sandbox outbox',
        `<h1>Sandbox outbox</h1>
<form method="get"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" />
<button class="primary" type="submit">Filter</button></form>
${items || '<p>No emails sent yet.</p>'}`,
      ),
    );
  });

  return router;
}
