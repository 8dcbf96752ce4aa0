// `npm run bench:scale` (and part of `npm run bench`): how the provider's lists answer as one seller grows (docs/adr/016,
// "Statistics kept current"). Run `npm run build` first (the sandbox's dist is started).
// For each mode it starts the provider sandbox alone on an empty PGlite folder, grows Acme to SCALE_OFFERS offers
// (default 1000) through the real REST API (POST /api/v1/offers, as an admin with the demo password grant), every
// second one (SCALE_PAID_EVERY) accepted and paid as its customer through the demo controls, then
// takes BENCH_SCALE_RUNS (default 20) sequential requests of each call and prints p50/p95 with the load average.
// SCALE_MODES (default "on") picks the sandbox's SANDBOX_ANALYZE per mode: "on,off" compares with the statistics
// off, as the sandbox was before them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoToken } from './system.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const main = join(repo, 'provider-sandbox/dist/main.js');
if (!existsSync(main)) {
  console.error('bench-scale: provider-sandbox/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}
const { stableUuid } = await import(join(repo, 'provider-sandbox/dist/core/seed/ids.js'));

const OFFERS = Number(process.env.SCALE_OFFERS ?? 1000);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 20);
/** Every PAID_EVERY-th offer grown is accepted and paid (a schedule of payments, an accepted stage). */
const PAID_EVERY = Number(process.env.SCALE_PAID_EVERY ?? 2);
const MODES = (process.env.SCALE_MODES ?? 'on').split(',').filter(Boolean);
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 4391);
const providerUrl = `http://localhost:${PORT}`;
const HEALTH_STAGES = 'ACCEPTED_ACTION_REQUIRED,ACCEPTED,COMPLETE,CLOSED_DISPUTED,CLOSED_CANCELED';
const SORT = 'sort=lastModifiedDate%2Cdesc';

/** The demo catalog's ids, as the sandbox's seed makes them (provider-sandbox/src/offers/creation/catalog.ts). */
const acme = {
  account: stableUuid('account:acme:Beacon Health Partners'),
  salesPackage: stableUuid('sales-package:acme:Standard Financing'),
  term: stableUuid('offer-term:acme:Standard Financing:MONTH_VARIABLE:12'),
  pricingGroup: stableUuid('pricing-group:acme:Platform subscription'),
};

/** Another process on the port would answer the health check in the bench's sandbox's place (and be grown). */
async function refuseTakenPort() {
  const answered = await fetch(`${providerUrl}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${PORT} is in use: set BENCH_SCALE_PORT to a free one`);
}

async function waitForHealth(child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${providerUrl}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the sandbox did not become healthy');
}

/** A demo persona's token with the sandbox's password grant. */
const token = (email) => demoToken(providerUrl, email);

/** The admin's token, asked again before its 5 minutes run out (growing to 10,000 offers takes longer). */
function renewingToken(email) {
  let current = null;
  return async () => {
    if (!current || Date.now() - current.at > 4 * 60_000)
      current = { bearer: await token(email), at: Date.now() };
    return current.bearer;
  };
}

async function api(bearer, path, init = {}) {
  const response = await fetch(`${providerUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A Ready offer for Beacon Health Partners, 12 months annual, expiring in 30 days. */
function offerPayload(n) {
  return {
    accountId: acme.account,
    expiration: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    messageToAccount: `Scale bench offer ${n}`,
    offerType: 'QUOTE',
    offerSubType: 'INITIAL',
    // Acme sends its offers to Salesforce: an External ID of 18 letters and digits.
    externalReferenceId: `006${String(n).padStart(15, '0')}`,
    quoteRequest: {
      salesPackageId: acme.salesPackage,
      offerTermId: acme.term,
      directBillingFrequency: 'ANNUAL',
      directPaymentTerms: 'NET_30',
      lineItems: [{ amount: 1000 + (n % 500), pricingGroupId: acme.pricingGroup }],
    },
  };
}

/** The customer's side through the demo controls: viewed, financed monthly, accepted and paid by ACH. */
async function payAsCustomer(offerId) {
  const steps = [
    ['view'],
    ['choose', { plan: 'FINANCED', paymentFrequency: 'MONTHLY' }],
    ['accept'],
    ['pay', { type: 'ACH', routingNumber: '011000015', accountNumber: '000123456789' }],
  ];
  for (const [step, body] of steps) {
    const response = await fetch(`${providerUrl}/sandbox/offers/${offerId}/customer/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok)
      throw new Error(`customer ${step} of ${offerId}: ${response.status} ${await response.text()}`);
  }
}

/** Grows Acme to OFFERS offers, four requests at a time; answers how long it took. */
async function grow(bearerOf) {
  const started = performance.now();
  const have = (await api(await bearerOf(), '/v1/offers?page=0&size=1')).totalElements;
  let next = have;
  const worker = async () => {
    while (next < OFFERS) {
      const n = next++;
      const { id } = await api(await bearerOf(), '/v1/offers', {
        method: 'POST',
        body: JSON.stringify(offerPayload(n)),
      });
      if (n % PAID_EVERY === 0) await payAsCustomer(id);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const total = (await api(await bearerOf(), '/v1/offers?page=0&size=1')).totalElements;
  return { from: have, to: total, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(bearer, path) {
  await api(bearer, path); // one warm-up
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await api(bearer, path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function runMode(mode) {
  await refuseTakenPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const child = spawn(process.execPath, [main], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      PUBLIC_URL: providerUrl,
      SANDBOX_DEMO: 'on',
      SANDBOX_ANALYZE: mode,
      SANDBOX_DATA_DIR: join(dataDir, 'sandbox'),
    },
  });
  try {
    await waitForHealth(child);
    const bearerOf = renewingToken('admin@acme.example');
    const growth = await grow(bearerOf);
    // The statistics are analysed a second after the growth crosses a threshold: let the last one finish.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const last = Math.max(0, Math.ceil(growth.to / 10) - 1);
    const calls = [
      ['offers list, first page of 10', `/v1/offers?page=0&size=10&${SORT}`],
      [`offers list, last page (${last + 1})`, `/v1/offers?page=${last}&size=10&${SORT}`],
      [
        'Offer Health Report, first page',
        `/v1/offers?page=0&size=10&offerStageText=${encodeURIComponent(HEALTH_STAGES)}&${SORT}`,
      ],
      ['portfolio summary', '/v1/reports/portfolio-summary'],
      // The pipeline above /offers (ours): every figure, every owner's too, in one call.
      ['offers pipeline, every offer', '/v1/offers/pipeline'],
      ['offers pipeline, last 90 days', '/v1/offers/pipeline?createdWithinDays=90'],
      ['customers list, first page', '/v1/accounts?page=0&size=10'],
    ];
    const bearer = await bearerOf();
    const load = loadavg();
    const rows = [];
    for (const [name, path] of calls) rows.push({ name, ...(await measure(bearer, path)) });
    return { mode, growth, rows, load: [load, loadavg()] };
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const loadText = (load) => load.map((value) => value.toFixed(2)).join(' ');
for (const mode of MODES) {
  const result = await runMode(mode);
  console.info(
    `\nScale: Acme at ${result.growth.to} offers (grown from ${result.growth.from} through POST /api/v1/offers in ` +
      `${result.growth.seconds.toFixed(1)} s), SANDBOX_ANALYZE=${mode}, ${RUNS} requests each, ` +
      `load average ${loadText(result.load[0])} → ${loadText(result.load[1])}`,
  );
  console.info(`| call | p50 | p95 |\n|---|---|---|`);
  for (const row of result.rows) console.info(`| ${row.name} | ${fmt(row.p50)} | ${fmt(row.p95)} |`);
}
