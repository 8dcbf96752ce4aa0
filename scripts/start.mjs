// `npm start`: checks the ports, builds (turbo, cached), then serves the portal with the sandbox provider on one URL.
import { spawnSync } from 'node:child_process';
import { takenPorts } from './ports.mjs';
import { startSystem } from './system.mjs';

const portalPort = Number(process.env.PORTAL_PORT ?? 4000);
const providerPort = Number(process.env.PROVIDER_PORT ?? 4010);
const taken = await takenPorts([
  { port: portalPort, what: 'the portal', variable: 'PORTAL_PORT' },
  { port: providerPort, what: 'the provider sandbox', variable: 'PROVIDER_PORT' },
]);
if (taken.length > 0) {
  for (const line of taken) console.error(line);
  process.exit(1);
}

// The build is cached by turbo: after the first start it takes a moment.
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The build failed (see above); nothing was started.');
  process.exit(1);
}

let system;
try {
  system = await startSystem({
    portalPort,
    providerPort,
    devServers: true,
  });
} catch (error) {
  console.error(`The portal could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

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
