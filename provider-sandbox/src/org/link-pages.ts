import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { escapeHtml, htmlPage, PAGE_CSP } from '../http/html.js';
import { isUuid } from '../http/params.js';
import { findSeller } from '../sellers/repository.js';
import { findConnectionById, moveConnection, type ConnectionRow } from './connections.js';
import { integrationOf } from './reference.js';

/** What the desktop accounting widget tells the portal window that opened it. */
const LINK_WIDGET_MESSAGE = 'seller-portal:link-widget';

const WHAT_IS_READ: Record<ConnectionRow['sourceType'], string> = {
  Accounting: 'income statements, balance sheets and cash flow statements',
  Banking: 'bank accounts, balances and transactions',
  Commerce: 'payments, payouts and disputes',
};

/** Shown as the linked system's company: a bank reports its own name, other systems the seller's. */
const linkedCompanyName = (connection: ConnectionRow, sellerName: string) =>
  connection.sourceType === 'Banking' ? 'First Sandbox Bank' : sellerName;

/**
 * The sandbox's stand-in for each integration's link page (docs/architecture.md: connections): the person authorizes or
 * cancels and returns to the portal; authorizing moves the connection PendingAuth → Linked. With `?widget=1` it is
 * the desktop accounting link widget, opened in a popup, which reports to the portal window instead of returning.
 */
export function linkPagesRouter(db: Db, portalOrigin: string): Router {
  const router = express.Router();

  async function connectionOf(req: Request) {
    const id = String(req.params.id);
    const connection = isUuid(id) ? await findConnectionById(db, id) : undefined;
    const seller = connection ? await findSeller(db, connection.sellerId) : undefined;
    if (!connection || !seller) throw notFound('No connection with this id');
    return { connection, seller, integration: integrationOf(connection.integrationKey)! };
  }

  const widgetOf = (req: Request) => req.query.widget === '1';

  router.get('/link/:id', async (req, res) => {
    const { connection, seller, integration } = await connectionOf(req);
    const widget = widgetOf(req);
    const action = (name: string) => `/sandbox/link/${connection.id}/${name}${widget ? '?widget=1' : ''}`;
    const linked = connection.status === 'Linked';
    res.set({ 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' });
    res.type('html').send(
      htmlPage(
        `Connect ${integration.name}`,
        `<h1>Connect ${escapeHtml(integration.name)}</h1>
<p><strong>${escapeHtml(seller.name)}</strong> asks Seller Portal's provider to read your ${WHAT_IS_READ[connection.sourceType]}
from ${escapeHtml(integration.name)}.</p>
<p class="muted">This is the provider sandbox's ${widget ? 'link widget' : 'link page'}: nothing leaves this machine.</p>
${linked ? '<p class="alert">This connection is linked already.</p>' : ''}
<form method="post" action="${action('authorize')}"><button class="primary" type="submit">Authorize</button></form>
${widget ? `<form method="post" action="${action('fail')}"><button class="persona" type="submit">Report a failure</button></form>` : ''}
<form method="post" action="${action('cancel')}"><button class="persona" type="submit">Cancel</button></form>`,
      ),
    );
  });

  /** Back to the portal page that started the connection, or the widget's report to the portal window. */
  function finish(
    req: Request,
    res: Response,
    connection: ConnectionRow,
    outcome: 'linked' | 'cancelled' | 'failed',
  ) {
    if (!widgetOf(req)) return res.redirect(303, `${portalOrigin}${connection.returnPath}`);
    const nonce = randomBytes(16).toString('base64');
    const message = {
      type: LINK_WIDGET_MESSAGE,
      status: outcome === 'linked' ? 'success' : outcome === 'failed' ? 'error' : 'cancel',
      message: outcome === 'failed' ? 'The Web Connector could not reach QuickBooks Desktop.' : null,
    };
    res.set({
      'content-security-policy': `${PAGE_CSP}; script-src 'nonce-${nonce}'`,
      'cache-control': 'no-store',
    });
    res.type('html').send(
      htmlPage(
        'Link widget',
        `<h1>You can close this window</h1>
<script nonce="${nonce}">window.opener && window.opener.postMessage(${JSON.stringify(message)}, ${JSON.stringify(portalOrigin)}); window.close();</script>`,
      ),
    );
  }

  router.post('/link/:id/authorize', async (req, res) => {
    const { connection, seller } = await connectionOf(req);
    const moved = await moveConnection(
      db,
      connection.sellerId,
      connection.id,
      ['PendingAuth', 'Unlinked', 'Deactivated'],
      {
        status: 'Linked',
        companyName: linkedCompanyName(connection, seller.name),
      },
    );
    finish(req, res, moved ?? connection, 'linked');
  });

  router.post('/link/:id/cancel', async (req, res) => {
    const { connection } = await connectionOf(req);
    finish(req, res, connection, 'cancelled');
  });

  router.post('/link/:id/fail', async (req, res) => {
    const { connection } = await connectionOf(req);
    finish(req, res, connection, 'failed');
  });

  return router;
}
