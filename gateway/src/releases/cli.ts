// npm run deploy -- <name> [release] | npm run rollback -- <name> | npm run releases -- [name]
// Builds one domain alone, stores it as a release and makes it current, through the running gateway's deploy API.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeployClient } from './client.js';
import { deployTokenOf } from './deploy-token.js';
import { RELEASE_NAMES } from './store.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
// As `npm start` keeps them (scripts/system.mjs): RELEASES_DIR, else DATA_DIR's releases, else <repo>/.data/releases.
const releasesDir = process.env.RELEASES_DIR || join(process.env.DATA_DIR || join(repo, '.data'), 'releases');
const gatewayUrl = process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORTAL_PORT ?? 4000}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function nameOf(argument: string | undefined): string {
  if (!argument || !RELEASE_NAMES.includes(argument)) {
    fail(`Name one of: ${RELEASE_NAMES.join(', ')}`);
  }
  return argument;
}

/** Builds one package alone (turbo builds what it depends on only if that changed). */
function build(name: string): void {
  const run = spawnSync(
    'npx',
    ['turbo', 'run', 'build', `--filter=@seller-portal/${name}`, '--output-logs=errors-only'],
    {
      cwd: repo,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) fail(`The build of ${name} failed; nothing was deployed.`);
}

const [command, ...args] = process.argv.slice(2);
const client = new DeployClient(gatewayUrl, deployTokenOf(releasesDir));
const short = (release: string | null) => release ?? 'none';

try {
  if (command === 'deploy') {
    const name = nameOf(args[0]);
    let release = args[1];
    if (!release) {
      const started = performance.now();
      build(name);
      release = await client.publish(name, join(repo, name, 'dist'));
      console.info(
        `${name}: built and stored as release ${release} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const { previous } = await client.deploy(name, release);
    console.info(
      `${name}: ${release} is live (was ${short(previous)}); \`npm run rollback -- ${name}\` returns to it`,
    );
  } else if (command === 'rollback') {
    const name = nameOf(args[0]);
    const { release, previous } = await client.rollback(name);
    console.info(`${name}: back to ${release} (was ${previous})`);
  } else if (command === 'releases') {
    const { current, history } = await client.deployments();
    for (const name of args[0] ? [nameOf(args[0])] : RELEASE_NAMES) {
      console.info(`${name} (live: ${short(current[name] ?? null)})`);
      // Newest first; the newest deployment is the live one (an older one of the same release is not).
      [...(history[name] ?? [])].reverse().forEach(({ release, deployedAt, rollback }, index) => {
        const notes = [index === 0 ? 'live' : '', rollback ? 'rollback' : ''].filter(Boolean);
        console.info(`  ${deployedAt}  ${release}${notes.length ? `  (${notes.join(', ')})` : ''}`);
      });
    }
  } else if (command === 'deploy-all') {
    // npm start: every package's latest build becomes live, each through the same checks as a deploy.
    const { current } = await client.deployments();
    for (const name of RELEASE_NAMES) {
      const folder = join(repo, name, 'dist');
      if (!existsSync(folder)) fail(`${name} is not built (run npm run build).`);
      const release = await client.publish(name, folder);
      if (current[name] !== release) await client.deploy(name, release);
    }
  } else {
    fail('Usage: deploy <name> [release] | rollback <name> | releases [name] | deploy-all');
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
