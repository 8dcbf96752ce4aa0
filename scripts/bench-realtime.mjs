// `npm run bench`, after the cold loads: the notification socket (after `npm run build`; needs redis-server).
// 1. An export-completed webhook posted to gateway A reaches a socket connected to gateway B through Redis: p50 and
//    p99 over BENCH_EVENTS events (default 300), timed from the POST to the socket event.
// 2. Idle sockets held by one gateway instance and its memory (RSS) at 1,000 and 5,000 connections.
// Everything listens on 127.0.0.1; the ports start at BENCH_REALTIME_PORT (default 4220).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { WEBHOOK_PATH, webhookSignature } from '../gateway/dist/realtime/webhook.js';
import { demoToken } from './system.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const EVENTS = Number(process.env.BENCH_EVENTS ?? 300);
const IDLE_STEPS = (process.env.BENCH_IDLE_SOCKETS ?? '1000,5000').split(',').map(Number);
const base = Number(process.env.BENCH_REALTIME_PORT ?? 4220);
const ports = { provider: base, first: base + 1, second: base + 2, redis: base + 3 };
const secret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-realtime-'));
const children = [];

function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: repo, stdio: 'ignore', env: { ...process.env, ...env } });
  // redis-server missing: apt-get install -y redis-server (CI installs it).
  child.on('error', (error) => console.error(`bench: ${command}: ${error.message}`));
  children.push(child);
  return child;
}

async function waitFor(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** The resident memory of a process, in MiB. */
const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
/** The TCP sockets a process holds open. */
const socketsOf = (pid) =>
  readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false;
    }
  }).length;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function adaToken() {
  const token = await demoToken(`http://127.0.0.1:${ports.provider}`, 'admin@acme.example');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return { token, userId: claims.user_id, sellerId: claims.org_id };
}

function connect(port, token) {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function postExportCompleted(user, fileId) {
  const body = JSON.stringify({
    id: randomUUID(),
    type: 'export-completed',
    ...user,
    title: null,
    message: null,
    offerId: null,
    fileId,
    createdAt: new Date().toISOString(),
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const answer = await fetch(`http://127.0.0.1:${ports.first}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': String(timestamp),
      'x-webhook-signature': webhookSignature(secret, timestamp, body),
    },
    body,
  });
  await answer.body?.cancel();
  if (answer.status !== 202) throw new Error(`the webhook answered ${answer.status}`);
}

const idle = [];
try {
  start('redis-server', [
    '--port',
    String(ports.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const provider = start(process.execPath, ['provider-sandbox/dist/main.js'], {
    PORT: String(ports.provider),
    PUBLIC_URL: `http://127.0.0.1:${ports.provider}`,
    SANDBOX_DEMO: 'on',
    SANDBOX_DATA_DIR: join(dataDir, 'sandbox'),
  });
  const gatewayEnv = {
    NODE_ENV: 'production',
    PROVIDER_URL: `http://127.0.0.1:${ports.provider}`,
    OIDC_ISSUER: `http://127.0.0.1:${ports.provider}/oidc`,
    WEBHOOK_SECRET: secret,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
  };
  await waitFor(`http://127.0.0.1:${ports.provider}/healthz`, provider);
  const first = start(process.execPath, ['gateway/dist/main.js'], {
    ...gatewayEnv,
    PORT: String(ports.first),
  });
  const second = start(process.execPath, ['gateway/dist/main.js'], {
    ...gatewayEnv,
    PORT: String(ports.second),
  });
  await Promise.all([
    waitFor(`http://127.0.0.1:${ports.first}/healthz`, first),
    waitFor(`http://127.0.0.1:${ports.second}/healthz`, second),
  ]);

  // 1. Latency through two instances.
  const ada = await adaToken();
  const user = { userId: ada.userId, sellerId: ada.sellerId };
  const browser = await connect(ports.second, ada.token);
  await browser.timeout(2000).emitWithAck('join-room', ada.userId);
  const waiting = new Map();
  browser.on('seller-offers-export-completed-response:received', ({ fileId }) => waiting.get(fileId)?.());
  const latencies = [];
  for (let i = 0; i < EVENTS + 20; i++) {
    const fileId = `bench-${i}`;
    const started = performance.now();
    const arrived = new Promise((resolve) => waiting.set(fileId, resolve));
    await postExportCompleted(user, fileId);
    await Promise.race([
      arrived,
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`${fileId} never arrived`)), 5000)),
    ]);
    waiting.delete(fileId);
    // The first 20 warm up connections and JIT; they are not counted.
    if (i >= 20) latencies.push(performance.now() - started);
  }
  browser.disconnect();
  latencies.sort((a, b) => a - b);
  const latency = {
    events: latencies.length,
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    maxMs: round(latencies.at(-1), 2),
  };

  // 2. Idle sockets on one instance (the second), all of the same signed-in user, each in its room.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const memory = [{ sockets: 0, gatewaySockets: socketsOf(second.pid), rssMiB: round(rssMiB(second.pid)) }];
  const { token } = await adaToken();
  for (const target of IDLE_STEPS) {
    while (idle.length < target) {
      const batch = Math.min(200, target - idle.length);
      const opened = await Promise.all(Array.from({ length: batch }, () => connect(ports.second, token)));
      await Promise.all(opened.map((socket) => socket.timeout(5000).emitWithAck('join-room', ada.userId)));
      idle.push(...opened);
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    memory.push({
      sockets: idle.length,
      gatewaySockets: socketsOf(second.pid),
      rssMiB: round(rssMiB(second.pid)),
    });
  }

  console.info('\nnotification socket');
  console.info(
    `export-completed, webhook on A -> Redis -> socket on B: p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms over ${latency.events} events`,
  );
  console.info('idle sockets on one gateway   TCP sockets it holds   RSS MiB');
  for (const row of memory) {
    console.info(
      `${String(row.sockets).padStart(28)}${String(row.gatewaySockets).padStart(23)}${String(row.rssMiB).padStart(10)}`,
    );
  }
  console.info(JSON.stringify({ latency, idle: memory }, null, 2));
} finally {
  for (const socket of idle) socket.disconnect();
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
