// After `npm ci` (in .ci/run): proves the install started no telemetry collector and wrote no telemetry log.
// Usage: node scripts/check-install.mjs <epoch seconds when the install started>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const since = Number(process.argv[2] ?? 0) * 1000;
const problems = [];

const installed = JSON.parse(readFileSync(join(repo, 'node_modules/@ibm/telemetry-js/package.json'), 'utf8'));
if (installed.version !== '0.0.0-disabled') {
  problems.push(
    `@ibm/telemetry-js ${installed.version} is installed, not the empty stand-in of scripts/no-telemetry`,
  );
}

for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
  let commandLine;
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    continue;
  }
  if (/ibmtelemetry|telemetry-js/.test(commandLine))
    problems.push(`a telemetry process runs: ${pid} ${commandLine}`);
}

for (const name of readdirSync(tmpdir()).filter((file) => file.startsWith('ibmtelemetry'))) {
  if (statSync(join(tmpdir(), name)).mtimeMs >= since) problems.push(`a telemetry file was written: ${name}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.info('install: no telemetry process, no telemetry log');
