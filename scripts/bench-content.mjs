// `npm run bench:content`: the run-time renderer (ADR 0007). Starts the built API (ports 3211 and
// 3212 unless BENCH_PORT is set) and prints Markdown rows:
// - requests/s of /about served from a page the server rendered, against the same page as the
//   static build wrote it (two servers, measured in turns, 4 × 4 s each; autocannon, 10 connections, brotli);
// - publish-to-visible latency over 50 publishes of /about: on one instance (the publish answers
//   once the page is swapped in), and across two instances on PostgreSQL (publish on one, poll
//   the other until /about's ETag changes), when BENCH_DATABASE_URL names a database it may
//   fill (else that row says it was not run);
// - the server's resident memory after rendering the whole site (every page, on start, for
//   another PUBLIC_ORIGIN);
// - through the content and website API as the admin app calls them, signed in as a super admin
//   on a server in production mode (bench-content-visible.mjs): a new article's publish until
//   its page, /newsroom, the sitemap, the RSS feed and /search-index.json show it (goal 2 s), a
//   live article's new title until its page shows it, and a new studio name saved in the
//   website settings until every page of the sitemap and both feeds' titles show it (goal 10 s).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startApiServer } from './api-server.mjs';
import { publishVisibility, settingsVisibility, signIn } from './bench-content-visible.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const basePort = Number(process.env.BENCH_PORT ?? 3211);
const PUBLISHES = 50;
const ARTICLE_PUBLISHES = 20;
const SETTINGS_SAVES = 5;
const STAFF = { email: 'root@bench.test', password: 'bench-harmonium-47-tabla' };
const servers = [];

async function start(port, env) {
  const server = await startApiServer({
    port,
    env: { LOG_LEVEL: 'warn', ...env },
    prefix: 'studio-bench-content-',
  });
  servers.push(server);
  return server;
}

const rps = async (url) => {
  const result = await autocannon({
    url,
    connections: 10,
    duration: 4,
    headers: { 'accept-encoding': 'br' },
  });
  return Math.round(result.requests.average);
};

const publish = (server, paths) =>
  fetch(`${server.origin}/api/dev/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paths }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`publish: ${response.status} ${await response.text()}`);
  });

const etag = (server, path) =>
  fetch(`${server.origin}${path}`, { method: 'HEAD' }).then((r) => r.headers.get('etag'));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(0)} ms`;
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? `${(Number(line[1]) / 1024).toFixed(0)} MB` : 'n/a';
};

const builtOrigin = JSON.parse(
  readFileSync(join(repoRoot, 'apps/site/dist/client/site.json'), 'utf8'),
).origin;

try {
  // Two instances on the build's origin: one serves /about as the build wrote it, the other
  // the /about it rendered. Measured in turns (static, rendered, four times), so a load change
  // on a shared machine hits both alike.
  const plain = await start(basePort, { PUBLIC_ORIGIN: builtOrigin });
  const baseMemory = rssMb(plain.pid);
  const one = await start(basePort + 1, { PUBLIC_ORIGIN: builtOrigin });
  await publish(one, ['/about']);
  let staticRps = 0;
  let renderedRps = 0;
  for (let turn = 0; turn < 4; turn += 1) {
    staticRps += await rps(`${plain.origin}/about`);
    renderedRps += await rps(`${one.origin}/about`);
  }
  staticRps = Math.round(staticRps / 4);
  renderedRps = Math.round(renderedRps / 4);
  await plain.stop();
  const local = [];
  for (let i = 0; i < PUBLISHES; i += 1) {
    const started = performance.now();
    await publish(one, ['/about']);
    local.push(performance.now() - started);
  }
  const publishedMemory = rssMb(one.pid);
  await one.stop();

  // A studio's changes through the API, in production mode (as deployed).
  const deployed = await start(basePort + 2, {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: builtOrigin,
    JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
    SUPER_ADMIN_EMAIL: STAFF.email,
    SUPER_ADMIN_PASSWORD: STAFF.password,
  });
  const cookie = await signIn(deployed, STAFF.email, STAFF.password);
  const run = Date.now().toString(36);
  const articles = await publishVisibility(deployed, cookie, {
    publishes: ARTICLE_PUBLISHES,
    updates: ARTICLE_PUBLISHES,
    run,
  });
  const settings = await settingsVisibility(deployed, cookie, { saves: SETTINGS_SAVES, run });
  await deployed.stop();

  // Another origin: every page rendered at start, then the memory with the whole site rendered.
  const started = performance.now();
  const other = await start(basePort, { PUBLIC_ORIGIN: 'https://studio.example' });
  const startMs = performance.now() - started;
  const memory = rssMb(other.pid);
  await other.stop();

  let across = 'not run: set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may fill';
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    const env = { PUBLIC_ORIGIN: builtOrigin, DATABASE_URL: databaseUrl };
    const a = await start(basePort, env);
    const b = await start(basePort + 1, env);
    const times = [];
    for (let i = 0; i < PUBLISHES; i += 1) {
      const before = await etag(b, '/about');
      const begun = performance.now();
      await publish(a, ['/about']);
      while ((await etag(b, '/about')) === before)
        await new Promise((resolve) => setTimeout(resolve, 5));
      times.push(performance.now() - begun);
    }
    across = `${ms(percentile(times, 50))} | ${ms(percentile(times, 99))}`;
    await a.stop();
    await b.stop();
  }

  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
  console.log(
    `\n### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${load}\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| /about as built (static file), requests/s | ${staticRps} |`);
  console.log(
    `| /about rendered at run time, requests/s (ratio) | ${renderedRps} (${(renderedRps / staticRps).toFixed(2)}×) |`,
  );
  console.log(
    `| publish-to-visible, one instance, p50 / p99 (${PUBLISHES} publishes) | ${ms(percentile(local, 50))} / ${ms(percentile(local, 99))} |`,
  );
  console.log(
    `| publish-to-visible across two instances (PostgreSQL), p50 / p99 | ${across.replace(' | ', ' / ')} |`,
  );
  const p50p99 = (values) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))}`;
  console.log(
    `| a new article's publish until its page, /newsroom, the sitemap, the RSS feed and /search-index.json show it (goal ≤ 2 s), p50 / p99 (${ARTICLE_PUBLISHES} publishes) | ${p50p99(articles.published)} |`,
  );
  console.log(
    `| a live article's new title, from its publish until its page shows it (goal ≤ 2 s), p50 / p99 (${ARTICLE_PUBLISHES} publishes) | ${p50p99(articles.updated)} |`,
  );
  console.log(
    `| a new studio name saved in the website settings until every page of the sitemap (${settings.pages}) and both feeds' titles show it (goal ≤ 10 s), p50 / p99 (${SETTINGS_SAVES} saves) | ${p50p99(settings.times)} |`,
  );
  console.log(
    `| start with another PUBLIC_ORIGIN (whole site rendered), until healthy | ${ms(startMs)} |`,
  );
  console.log(`| server memory (RSS): serving the build, nothing rendered | ${baseMemory} |`);
  console.log(`| server memory (RSS): after ${PUBLISHES} publishes | ${publishedMemory} |`);
  console.log(`| server memory (RSS): the whole site rendered at start | ${memory} |`);
} finally {
  for (const server of servers) await server.stop().catch(() => undefined);
}
