// `npm run bench:scale` (and part of `npm run bench`): how the provider's lists answer as one seller grows (docs/adr/016,
// "Statistics kept current"). Run `npm run build` first (the sandbox's dist is started).
// For each mode it starts the provider sandbox alone on an empty PGlite folder, grows Acme to SCALE_OFFERS offers
// (default 1000) through the real REST API (POST /api/v1/offers, as an admin with the demo password grant), every
// second one (SCALE_PAID_EVERY) accepted and paid as its customer through the demo controls, then
// takes BENCH_SCALE_RUNS (default 20) sequential requests of each call and prints p50/p95 with the load average.
// SCALE_MODES (default "on") picks the sandbox's SANDBOX_ANALYZE per mode: "on,off" compares with the statistics
// off, as the sandbox was before them.
// Alongside the offers it grows SCALE_CUSTOMERS customers (POST /api/v5/accounts, default as many as the offers) and
// SCALE_FILES data-room files in one folder (POST /api/folders/{id}/files/bulk, 25 a request, default as many as the
// offers), and times their first pages. Then the offers CSV export (POST /api/v2/offers/export) from its request to
// its file, and the p50/p99 of small requests (GET /api/v1/users/current, two at a time) idle and while it runs.
// SCALE_KEEP (a folder) grows the seller there (a folder per mode) and keeps it: a later run with the same folder
// grows only what it lacks, so two builds can be measured on copies of one grown database without growing it again.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
const CUSTOMERS = Number(process.env.SCALE_CUSTOMERS ?? OFFERS);
const FILES = Number(process.env.SCALE_FILES ?? OFFERS);
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

/** Grows Acme's customers to CUSTOMERS (no EIN, each with a primary contact of its own), four requests at a time. */
async function growCustomers(bearerOf) {
  const started = performance.now();
  const have = (await api(await bearerOf(), '/v1/accounts?page=0&size=1')).totalElements;
  let next = have;
  const worker = async () => {
    while (next < CUSTOMERS) {
      const n = next++;
      await api(await bearerOf(), '/v5/accounts', {
        method: 'POST',
        body: JSON.stringify({
          name: `Scale Bench Customer ${n}`,
          address: {
            label: '600 Congress Avenue, Austin, TX 78701, USA',
            country: 'USA',
            timeZone: 'America/Chicago',
          },
          ein: null,
          isNoEinSelected: true,
          accountContact: {
            firstName: 'Scale',
            lastName: `Contact ${n}`,
            email: `contact-${n}@scale-bench.example`,
            phoneNumber: '(512) 555-0100',
          },
        }),
      });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const total = (await api(await bearerOf(), '/v1/accounts?page=0&size=1')).totalElements;
  return { from: have, to: total, seconds: (performance.now() - started) / 1000 };
}

const PDF = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n';
const PER_UPLOAD = 25;

const FOLDER = 'Scale bench';

/** Grows one data-room folder, "Scale bench", to FILES small PDFs, 25 an upload, two uploads at a time. */
async function growFiles(bearerOf) {
  const started = performance.now();
  const found = (
    await api(await bearerOf(), `/data-room?search=${encodeURIComponent(FOLDER)}&page=0&size=50`)
  ).content.find((object) => object.objectType === 'FOLDER' && object.name === FOLDER);
  const folder =
    found ??
    (await api(await bearerOf(), '/folders/root/folders', {
      method: 'POST',
      body: JSON.stringify({ name: FOLDER }),
    }));
  const have = found
    ? (await api(await bearerOf(), `/data-room?folderId=${folder.id}&page=0&size=1`)).totalElements
    : 0;
  let next = have;
  const worker = async () => {
    while (next < FILES) {
      const first = next;
      next = Math.min(FILES, next + PER_UPLOAD);
      const form = new FormData();
      const names = Array.from({ length: next - first }, (_, i) => `scale-${first + i}.pdf`);
      form.append('request', JSON.stringify({ requests: names.map(() => ({ type: 'OTHER' })) }));
      for (const name of names) form.append('files', new File([PDF], name));
      const response = await fetch(`${providerUrl}/api/folders/${folder.id}/files/bulk`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await bearerOf()}` },
        body: form,
      });
      if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all([worker(), worker()]);
  return { folderId: folder.id, to: Math.max(have, FILES), seconds: (performance.now() - started) / 1000 };
}

/** Small requests, two at a time, for `ms`: their latencies. */
async function smallRequests(bearer, ms, stop = () => false) {
  const times = [];
  const until = performance.now() + ms;
  const worker = async () => {
    while (performance.now() < until && !stop()) {
      const started = performance.now();
      await api(bearer, '/v1/users/current');
      times.push(performance.now() - started);
    }
  };
  await Promise.all([worker(), worker()]);
  times.sort((a, b) => a - b);
  return { count: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * The offers CSV export of every offer: from its request to its file (the user's latest report changes), and the
 * small requests' latencies idle for 5 s, then while the export runs.
 */
async function measureExport(bearer) {
  const idle = await smallRequests(bearer, 5000);
  const latest = async () =>
    (
      await fetch(`${providerUrl}/api/v2/offers/export?exportType=SELLER_OFFER_LIST`, {
        headers: { authorization: `Bearer ${bearer}` },
      }).then((response) => (response.ok ? response.json() : null))
    )?.fileId ?? null;
  const before = await latest();
  const started = performance.now();
  const asked = await fetch(`${providerUrl}/api/v2/offers/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ exportType: 'SELLER_OFFER_LIST', timezoneOffset: 0, timezoneLabel: 'UTC' }),
  });
  if (asked.status !== 202) throw new Error(`export: ${asked.status} ${await asked.text()}`);
  let seconds = null;
  const watch = (async () => {
    while (performance.now() - started < 300_000) {
      const now = await latest();
      if (now && now !== before) {
        seconds = (performance.now() - started) / 1000;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const during = await smallRequests(bearer, 300_000, () => seconds !== null);
  await watch;
  return { seconds, idle, during };
}

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
  const kept = process.env.SCALE_KEEP;
  const dataDir = kept ? join(resolve(kept), mode) : mkdtempSync(join(tmpdir(), 'bench-scale-'));
  mkdirSync(dataDir, { recursive: true });
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
    const customers = await growCustomers(bearerOf);
    const files = await growFiles(bearerOf);
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
      [
        `data room, first page of the folder of ${files.to} files`,
        `/data-room?folderId=${files.folderId}&page=0&size=10`,
      ],
      ['data room, first page of the root', '/data-room?page=0&size=10'],
    ];
    const bearer = await bearerOf();
    const load = loadavg();
    const rows = [];
    for (const [name, path] of calls) rows.push({ name, ...(await measure(bearer, path)) });
    const exported = await measureExport(bearer);
    return { mode, growth, customers, files, rows, exported, load: [load, loadavg()] };
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
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
  console.info(
    `Customers ${result.customers.to} (grown from ${result.customers.from} in ${result.customers.seconds.toFixed(1)} s), ` +
      `data-room files ${result.files.to} in one folder (${result.files.seconds.toFixed(1)} s)`,
  );
  console.info(`| call | p50 | p95 |\n|---|---|---|`);
  for (const row of result.rows) console.info(`| ${row.name} | ${fmt(row.p50)} | ${fmt(row.p95)} |`);
  const { seconds, idle, during } = result.exported;
  console.info(
    `Offers CSV export: ${seconds === null ? 'no file within 300 s' : `${seconds.toFixed(1)} s from its request to its file`}; ` +
      `GET /v1/users/current two at a time: idle p50 ${fmt(idle.p50)} p99 ${fmt(idle.p99)} (${idle.count}), ` +
      `during the export p50 ${fmt(during.p50)} p99 ${fmt(during.p99)} (${during.count})`,
  );
}
