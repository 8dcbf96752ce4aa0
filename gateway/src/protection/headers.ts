import type { ApolloServerPlugin } from '@apollo/server';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers for every answer (helmet). The Content-Security-Policy allows scripts from the portal itself
 * only (index.html has no inline script; the import map is a file), styles inline for Carbon's style attributes,
 * and the identity provider for sign-in: its token calls, its silent sign-in frame, its sign-in form and the
 * seller logos it serves. No one may frame the portal but the portal (the silent sign-in's frame is its own page).
 */
/**
 * Powerful browser features the portal never uses, refused for it and anything it frames (docs/adr/014). The
 * clipboard stays: "Copy link" writes to it.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), display-capture=(), browsing-topics=()';

/** A year, subdomains included: sent only on an answer that went over HTTPS (docs/adr/014). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function securityHeaders(
  identityProviderUrl: string,
  devServers: readonly string[] = [],
): RequestHandler {
  const idp = new URL(identityProviderUrl).origin;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // A developer's own micro-frontend build (npm run dev -w mfe-<domain>), only where the gateway allows it.
        scriptSrc: ["'self'", ...devServers],
        // A developer's build links its domain's stylesheet from its dev server too (docs/adr/018).
        styleSrc: ["'self'", "'unsafe-inline'", ...devServers],
        // blob: is the data room's previews (a PDF in a frame, an image), made in the page from a fetched file.
        imgSrc: ["'self'", 'data:', 'blob:', idp],
        fontSrc: ["'self'"],
        // 'self' covers the notification socket too: same origin, and CSP 3 lets it match ws: and wss: there.
        connectSrc: ["'self'", 'blob:', idp, ...devServers],
        frameSrc: ["'self'", 'blob:', idp],
        formAction: ["'self'", idp],
        frameAncestors: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
    // Set on the portal's page only (releases/routes.ts): the sign-in popup's answer page must keep its opener.
    crossOriginOpenerPolicy: false,
    // Set below, only over HTTPS: `npm start` serves plain HTTP on localhost, where HSTS would be wrong.
    strictTransportSecurity: false,
  });
  return (req, res, next) => {
    // `req.secure` believes a proxy's X-Forwarded-Proto only when the gateway trusts it (TRUST_PROXY).
    if (req.secure) res.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    res.set('permissions-policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/**
 * Every GraphQL answer is `Cache-Control: no-store`: it is one caller's data. (Apollo's cache control plugin said so
 * too, with a hook per resolved field; the gateway gives no cache hints, so the header is set once per answer.)
 */
export const graphqlNoStore: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};
