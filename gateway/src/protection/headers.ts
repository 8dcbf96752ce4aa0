import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers for every answer (helmet). The Content-Security-Policy allows scripts from the portal itself
 * only (index.html has no inline script; the import map is a file), styles inline for Carbon's style attributes,
 * and the identity provider for sign-in: its token calls, its silent sign-in frame, its sign-in form and the
 * seller logos it serves. No one may frame the portal but the portal (the silent sign-in's frame is its own page).
 */
export function securityHeaders(
  identityProviderUrl: string,
  devServers: readonly string[] = [],
): RequestHandler {
  const idp = new URL(identityProviderUrl).origin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // A developer's own micro-frontend build (npm run dev -w mfe-<domain>), only where the gateway allows it.
        scriptSrc: ["'self'", ...devServers],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: is the data room's previews (a PDF in a frame, an image), made in the page from a fetched file.
        imgSrc: ["'self'", 'data:', 'blob:', idp],
        fontSrc: ["'self'"],
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
    // Served over plain HTTP on localhost; a TLS-terminating proxy in front sets its own.
    strictTransportSecurity: false,
  });
}
