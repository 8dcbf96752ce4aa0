// `npm run bench:gateway` (and part of `npm run bench`): what the gateway itself costs (docs/adr/021). Run
// `npm run build` first. It starts the sandbox and the gateway (scripts/system.mjs) on empty folders, signs
// Ada Admin in with the sandbox's demo password grant, and with autocannon measures, interleaved in one run, the team
// list and the offers list's first page asked of the provider directly (its REST calls) and through the gateway (the
// GraphQL query the portal sends), at 1, 10 and 50 connections: p50 latency and requests per second, and the ratio of
// the gateway's to the direct call's. The p50 is taken from each answer's own duration (autocannon's histogram holds
// whole milliseconds, too coarse for a 3 ms call at 1 connection), and the gateway's CPU time per request it answered
// is read from /proc (Linux), a figure the machine's other load moves less than latency. BENCH_GATEWAY_SECONDS (default 5) is each run's length, BENCH_GATEWAY_CONNECTIONS
// the connection counts; BENCH_GATEWAY_PORT and BENCH_GATEWAY_PROVIDER_PORT its ports (4470 and 4471).
// Beside them, the team list through a bare pass-through (BENCH_GATEWAY_PASS_PORT, 4472): a Node.js HTTP server that sends each request on
// to the provider over a kept-alive connection and its answer back, and does nothing else. It is what one more hop
// costs on this machine whatever the gateway does, the floor under the gateway's ratio.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { demoToken, startSystem } from './system.mjs';

const SECONDS = Number(process.env.BENCH_GATEWAY_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_GATEWAY_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-sandbox-'));
const releasesDir = mkdtempSync(join(tmpdir(), 'bench-gateway-releases-'));
const system = await startSystem({
  portalPort: Number(process.env.BENCH_GATEWAY_PORT ?? 4470),
  providerPort: Number(process.env.BENCH_GATEWAY_PROVIDER_PORT ?? 4471),
  dataDir,
  releasesDir,
  stdio: 'ignore',
});

/** The bare pass-through: the same path and headers to the provider, its status and body back. */
const passAgent = new http.Agent({ keepAlive: true });
const passThrough = http.createServer((req, res) => {
  const onward = http.request(
    new URL(req.url, system.providerUrl),
    { method: req.method, headers: { authorization: req.headers.authorization }, agent: passAgent },
    (answer) => {
      res.writeHead(answer.statusCode, { 'content-type': answer.headers['content-type'] });
      answer.pipe(res);
    },
  );
  onward.on('error', () => res.writeHead(502).end());
  onward.end();
});
const PASS_PORT = Number(process.env.BENCH_GATEWAY_PASS_PORT ?? 4472);
await new Promise((resolve) => passThrough.listen(PASS_PORT, '127.0.0.1', resolve));

/** Ada Admin's access token (5 minutes): taken anew for each run. */
const adaToken = () => demoToken(system.providerUrl, 'admin@acme.example');

/** The portal's own query document (the text inside graphql(`…`) of the MFE's file), with its variables. */
const graphql = (file, variables) => {
  const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  const query = /graphql\(`([^`]+)`\)/.exec(source)?.[1];
  if (!query) throw new Error(`no query in ${file}`);
  return {
    url: `${system.portalUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
};

/** Each call as the portal asks it of the gateway, and as the gateway asks it of the provider. */
const CALLS = [
  {
    name: 'team list',
    direct: { url: `${system.providerUrl}/api/v1/teams/current?page=0&size=10`, method: 'GET' },
    gateway: graphql('mfe-team/src/team-table/team-members.query.ts', { page: 0, size: 10 }),
  },
  {
    name: 'team list, bare pass-through',
    direct: { url: `${system.providerUrl}/api/v1/teams/current?page=0&size=10`, method: 'GET' },
    gateway: { url: `http://127.0.0.1:${PASS_PORT}/api/v1/teams/current?page=0&size=10`, method: 'GET' },
    passThrough: true,
  },
  {
    name: 'offers list',
    direct: {
      url: `${system.providerUrl}/api/v1/offers?page=0&size=10&sort=lastModifiedDate%2Cdesc`,
      method: 'GET',
    },
    gateway: graphql('mfe-offers/src/offers-list/offers.query.ts', { page: 0, size: 10 }),
  },
];

/** The gateway process's CPU time so far in milliseconds (user + system, /proc/<pid>/stat), or null off Linux. */
const gatewayCpuMs = () => {
  const stat = `/proc/${system.children[1].pid}/stat`;
  if (!existsSync(stat)) return null;
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in 1/100 s.
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The median of the measured answers' durations (milliseconds, with their fractions). */
const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function run(target, connections, measureCpu = true) {
  const token = await adaToken();
  const request = { ...target, headers: { ...target.headers, authorization: `Bearer ${token}` } };
  // A short warm-up, so the first measured request does not pay for connections and the JIT.
  await autocannon({ ...request, connections, duration: 1 });
  const durations = [];
  const cpuBefore = measureCpu ? gatewayCpuMs() : null;
  const instance = autocannon({ ...request, connections, duration: SECONDS });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) durations.push(ms);
  });
  const result = await instance;
  const cpu = cpuBefore === null ? null : gatewayCpuMs() - cpuBefore;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${target.url}: ${failed} of ${result.requests.total} requests failed`);
  return { p50: median(durations), rps: result.requests.average, cpu, count: durations.length };
}

const rows = [];
try {
  // A query the gateway refuses would be measured as fast: check each answers data first.
  const token = await adaToken();
  for (const call of CALLS.filter((candidate) => !candidate.passThrough)) {
    const answer = await fetch(call.gateway.url, {
      method: 'POST',
      headers: { ...call.gateway.headers, authorization: `Bearer ${token}` },
      body: call.gateway.body,
    });
    const body = await answer.json();
    if (answer.status !== 200 || body.errors) throw new Error(`${call.name}: ${JSON.stringify(body.errors)}`);
  }
  for (const connections of CONNECTIONS) {
    for (const call of CALLS) {
      const load = loadavg()[0];
      const direct = await run(call.direct, connections);
      const gateway = await run(call.gateway, connections, !call.passThrough);
      rows.push({ call: call.name, connections, direct, gateway, load });
    }
  }
} finally {
  passThrough.close();
  passAgent.destroy();
  await system.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
}

const ms = (value) => `${value.toFixed(2)} ms`;
console.info(
  `\nThe gateway's own cost: ${SECONDS} s per run, p50 latency and mean req/s (goal: p50 ≤ 1.15×, req/s ≥ 0.7×), ` +
    "and the gateway's CPU time per request it answered",
);
console.info(
  '| call | connections | direct p50 | gateway p50 | × | direct req/s | gateway req/s | × | gateway CPU/request | load avg |',
);
console.info('|---|---|---|---|---|---|---|---|---|---|');
for (const { call, connections, direct, gateway, load } of rows) {
  const cpu = gateway.cpu === null ? 'n/a' : ms(gateway.cpu / gateway.count);
  console.info(
    `| ${call} | ${connections} | ${ms(direct.p50)} | ${ms(gateway.p50)} | ${(gateway.p50 / direct.p50).toFixed(2)} | ` +
      `${direct.rps.toFixed(0)} | ${gateway.rps.toFixed(0)} | ${(gateway.rps / direct.rps).toFixed(2)} | ${cpu} | ${load.toFixed(2)} |`,
  );
}
