import { createServer } from 'node:http';
import { GATEWAY_AUDIENCE } from '@seller-portal/shared/claims';
import { microFrontendFolder, microFrontends } from '@seller-portal/shared/micro-frontends';
import { createApp } from './app.js';

const port = Number(process.env.PORT ?? 4000);
const providerUrl = process.env.PROVIDER_URL ?? 'http://localhost:4010';
const issuer = process.env.OIDC_ISSUER ?? `${providerUrl}/oidc`;
const frontendRoot = process.env.FRONTEND_ROOT;

const { app, stop } = await createApp({
  providerUrl,
  providerTimeoutMs: Number(process.env.PROVIDER_TIMEOUT_MS ?? 5000),
  auth: { issuer, audience: process.env.OIDC_AUDIENCE ?? GATEWAY_AUDIENCE },
  browserConfig: {
    oidcClientId: process.env.OIDC_CLIENT_ID ?? 'seller-portal',
    oidcScope: process.env.OIDC_SCOPE ?? 'openid profile email offline_access',
  },
  frontends: frontendRoot
    ? {
        rootConfigDir: `${frontendRoot}/root-config/dist`,
        microFrontendDirs: Object.fromEntries(
          microFrontends.map((mfe) => [
            microFrontendFolder(mfe),
            `${frontendRoot}/${microFrontendFolder(mfe)}/dist`,
          ]),
        ),
      }
    : undefined,
});

const server = createServer(app);
server.listen(port, () => console.info(`gateway listening on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void stop().finally(() => process.exit(0));
  });
}
