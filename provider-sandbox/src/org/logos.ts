import express, { type Router } from 'express';
import { notFound } from '../http/errors.js';
import { escapeHtml } from '../http/html.js';
import { integrationOf } from './reference.js';

const COLORS: Record<string, string> = { Accounting: '#0f62fe', Banking: '#198038', Commerce: '#8a3ffc' };

/** GET /api/reference/integrations/{key}/logo.svg: a plain mark per integration (no third-party artwork). */
export function integrationLogosRouter(): Router {
  const router = express.Router();
  router.get('/reference/integrations/:key/logo.svg', (req, res) => {
    const integration = integrationOf(String(req.params.key));
    if (!integration) throw notFound('No integration with this key');
    const initials = integration.name
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    res.set({
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.type('image/svg+xml').send(
      `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${escapeHtml(integration.name)}">
<rect width="48" height="48" rx="8" fill="${COLORS[integration.sourceType]}"/>
<text x="24" y="30" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text>
</svg>
`,
    );
  });
  return router;
}
