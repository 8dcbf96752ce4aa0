import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

export interface FrontendSettings {
  /** root-config's build output: index.html, the import map's vendor modules, the CSS. */
  rootConfigDir: string;
  /** Each micro-frontend's build output, served under /<name>/ (e.g. /mfe-team/). */
  microFrontendDirs: Record<string, string>;
}

/** Serves the built frontends; any other GET that wants HTML gets index.html so the shell can route it. */
export function serveFrontends(app: Express, settings: FrontendSettings): void {
  const revalidate = {
    index: false,
    setHeaders: (res: express.Response) => res.set('cache-control', 'no-cache'),
  };
  for (const [name, dir] of Object.entries(settings.microFrontendDirs)) {
    app.use(`/${name}`, express.static(dir, revalidate));
  }
  app.use(express.static(settings.rootConfigDir, revalidate));
  // A silent sign-in's hidden frame needs only oidc-client-ts, not the whole portal.
  app.get('/silent-callback', (_req, res) => {
    res.set('cache-control', 'no-cache').sendFile(join(settings.rootConfigDir, 'silent-callback.html'));
  });
  const indexHtml = join(settings.rootConfigDir, 'index.html');
  app.use((req, res, next) => {
    if (req.method !== 'GET' || !req.accepts('html') || !existsSync(indexHtml)) return next();
    res.set('cache-control', 'no-cache').sendFile(indexHtml);
  });
}
