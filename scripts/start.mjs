// `npm start`: builds (via turbo, in package.json) then serves the portal with the sandbox provider on one URL.
import { startSystem } from './system.mjs';

const system = await startSystem({
  portalPort: Number(process.env.PORTAL_PORT ?? 4000),
  providerPort: Number(process.env.PROVIDER_PORT ?? 4010),
  dataDir: process.env.SANDBOX_DATA_DIR,
});

console.info(`
  Seller portal:  ${system.portalUrl}
  Sign in with a demo persona (password "demo"), e.g. admin@acme.example.
  Sandbox pages:  ${system.providerUrl}/sandbox
`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void system.stop().then(() => process.exit(0)));
}
for (const child of system.children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error('A part of the system stopped; shutting down.');
      void system.stop().then(() => process.exit(1));
    }
  });
}
