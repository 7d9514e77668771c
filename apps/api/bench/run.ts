// `npm run bench:api`: autocannon against the built server (dist/server.js) and a bare Fastify
// hello-world measured in the same run. Not a test: it prints a Markdown table (with each row's
// ratio to the baseline and the load average beside it) and the targets met or missed, for
// docs/benchmarks.md. The per-IP auth limit is raised to 1,000,000 per minute for the run (the
// failing sign-ins would otherwise meet 429 after 30 requests). The log level is the default
// (`info`, one access-log line per request), written to a pipe this script drains, as a process
// manager or container runtime would read it.
// Each row also shows the CPU time per request of the answering server and of autocannon, which
// move far less with other work on the machine than requests per second do.
// BENCH_ONLY=fast-path measures only the baseline, health and session rows (profiling runs).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { forgotPasswordTiming } from './forgot-password-timing.js';
import { healthUnderResets } from './health-under-resets.js';
import { busyWarning, formatLoad, processCpuMs, type Load } from './load.js';
import { profileTables, readProfile, summarize, type RowWindow } from './profile.js';
import { signupTimingRows } from './signup-timing.js';
import { freePort } from '../../../scripts/free-port.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiDir, '../..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EMAIL = 'bench@studio.local';
const PASSWORD = 'bench-harmonium-47-tabla';
const FAST_PATH_ONLY = process.env.BENCH_ONLY === 'fast-path';

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited early`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function signIn(origin: string, dataDir: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = await post('/api/super-admin/verify-credentials', {
    email: EMAIL,
    password: PASSWORD,
  });
  if (first.status !== 200) throw new Error(`sign-in step 1 answered ${first.status}`);
  const outbox = join(dataDir, 'outbox');
  const last = (await readdir(outbox))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1);
  if (!last) throw new Error('no mail in the outbox');
  const mail = JSON.parse(await readFile(join(outbox, last), 'utf8')) as { text: string };
  const code = /\b\d{6}\b/.exec(mail.text)?.[0];
  if (!code) throw new Error('no code in the mail');
  const second = await post('/api/super-admin/verify-otp', { email: EMAIL, otp: code });
  const token = /studio_session=([^;]+)/.exec(second.headers.get('set-cookie') ?? '')?.[1];
  if (second.status !== 200 || !token) throw new Error(`sign-in step 2 answered ${second.status}`);
  return token;
}

interface Row {
  name: string;
  result: Result;
  /** The 1-, 5- and 15-minute load averages when the row ended. */
  load: Load;
  startUs: number;
  endUs: number;
  /** CPU µs per request of the answering server and of the load generator (this process). */
  serverCpuUs: number | null;
  clientCpuUs: number;
}

/** What a scenario gets: the running server, a signed-in token, and `run` to measure a row. */
export interface BenchContext {
  origin: string;
  token: string;
  dataDir: string;
  run(name: string, options: Parameters<typeof autocannon>[0]): Promise<Result>;
}

/** A goal checked against one run: a row's ratio to the baseline, its p99 or its errors. */
interface Target {
  row: string;
  minRatio?: number;
  maxP99?: number;
}

const BASELINE = 'bare Fastify hello-world (baseline)';
const HEALTH = 'GET /api/health';
const SESSION = 'GET /api/auth/session (cookie)';
const TARGETS: Target[] = [
  { row: HEALTH, minRatio: 0.5, maxP99: 25 },
  { row: SESSION, minRatio: 0.35, maxP99: 25 },
];

/**
 * The rows after the baseline, in order. A new row is one more function here: it measures with
 * `ctx.run` (autocannon options; the row's name is its label in the table).
 */
const SCENARIOS: Array<(ctx: BenchContext) => Promise<unknown>> = [
  (ctx) => ctx.run(HEALTH, { url: `${ctx.origin}/api/health` }),
  // The browser's way: the session cookie (production name), parsed on every request.
  (ctx) =>
    ctx.run(SESSION, {
      url: `${ctx.origin}/api/auth/session`,
      headers: { cookie: `__Host-studio_session=${ctx.token}` },
    }),
  (ctx) => {
    if (FAST_PATH_ONLY) return Promise.resolve();
    let counter = 0;
    return ctx.run('POST verify-credentials, rotating unknown emails (argon2 path)', {
      url: `${ctx.origin}/api/super-admin/verify-credentials`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              email: `nobody-${(counter += 1)}@bench.test`,
              password: 'wrong-password-123',
            }),
          }),
        },
      ],
    });
  },
];

function row({ name, result, load, serverCpuUs, clientCpuUs }: Row, baseline: number): string {
  const statuses = Object.entries(result.statusCodeStats)
    .map(([status, stat]) => `${status}×${stat.count}`)
    .join(', ');
  return `| ${name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${statuses} | ${(result.requests.average / baseline).toFixed(3)} | ${serverCpuUs === null ? '–' : serverCpuUs.toFixed(1)} | ${clientCpuUs.toFixed(1)} | ${formatLoad(load)} |`;
}

async function main() {
  if (!existsSync(join(apiDir, 'dist/server.js'))) {
    for (const workspace of ['@studio/contracts', '@studio/api']) {
      const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
  }
  // Read before the benchmark's own processes start: they add about 2 while rows run.
  const loadAtStart = loadavg() as Load;
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-'));
  // BENCH_PORT_BASE=<n>: the API on n and the baseline on n+1 (a shared machine's port range).
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 0);
  const [apiPort, helloPort] = portBase
    ? [portBase, portBase + 1]
    : [await freePort(), await freePort()];
  // BENCH_CPU_PROF=<dir>: both servers write a V8 CPU profile there on exit (open it in Chrome
  // DevTools or speedscope), and the run prints where each row's time went (bench/profile.ts).
  // BENCH_SERVER=<file>: measure another build of the server.
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const serverFile = process.env.BENCH_SERVER ?? join(apiDir, 'dist/server.js');
  const api = spawn(process.execPath, [...profile, serverFile], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
      SUPER_ADMIN_EMAIL: EMAIL,
      SUPER_ADMIN_PASSWORD: PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  // The access log is read and thrown away, so the server pays for its lines as in production.
  api.stdout?.resume();
  const hello = spawn(process.execPath, [...profile, join(apiDir, 'bench/hello-world.mjs')], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(helloPort) },
  });
  const origin = `http://127.0.0.1:${apiPort}`;
  const rows: Row[] = [];
  try {
    await waitFor(`${origin}/api/health`, api);
    await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
    // Production mode uses the __Host- cookie name over http only for this measurement.
    const token = await signIn(origin, dataDir).catch(async () => {
      throw new Error('could not sign in for the benchmark');
    });

    const run = async (
      name: string,
      options: Parameters<typeof autocannon>[0],
      pid: number | undefined = api.pid,
    ) => {
      process.stderr.write(`bench: ${name} (${DURATION} s, ${CONNECTIONS} connections)\n`);
      const startUs = monotonicUs();
      const [serverBefore, clientBefore] = [processCpuMs(pid), process.cpuUsage()];
      const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
      const [serverAfter, client] = [processCpuMs(pid), process.cpuUsage(clientBefore)];
      const total = Math.max(1, result.requests.total);
      rows.push({
        name,
        result,
        load: loadavg() as Load,
        startUs,
        endUs: monotonicUs(),
        serverCpuUs:
          serverBefore === null || serverAfter === null
            ? null
            : ((serverAfter - serverBefore) * 1000) / total,
        clientCpuUs: (client.user + client.system) / total,
      });
      return result;
    };
    await run(BASELINE, { url: `http://127.0.0.1:${helloPort}/` }, hello.pid);
    const context: BenchContext = { origin, token, dataDir, run };
    for (const scenario of SCENARIOS) await scenario(context);

    const baseline = rows[0]?.result.requests.average ?? 1;
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}.`,
    );
    console.log(
      `Run: ${DURATION} s per row, ${CONNECTIONS} connections, database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, NODE_ENV=production, LOG_LEVEL=info (the default; the log drained from a pipe), AUTH_RATE_LIMIT_PER_MINUTE=1000000 (raised for the run).`,
    );
    console.log(
      `Load average before the run: ${formatLoad(loadAtStart)} (1, 5, 15 min; ${cpus().length} cores).\n`,
    );
    const warning = busyWarning(
      loadAtStart,
      rows.map((entry) => entry.load),
      cpus().length,
    );
    if (warning) {
      console.log(`**${warning}**\n`);
      process.stderr.write(`bench: WARNING: ${warning}\n`);
    }
    console.log(
      '| endpoint | requests/s | p50 ms | p99 ms | errors | statuses | ratio to baseline | server CPU µs/req | autocannon CPU µs/req | load at end (1, 5, 15 min) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const entry of rows) console.log(row(entry, baseline));
    console.log('');
    for (const target of TARGETS) {
      const measured = rows.find((entry) => entry.name === target.row)?.result;
      if (!measured) continue;
      const ratio = measured.requests.average / baseline;
      const failures = measured.errors + measured.timeouts + (measured.non2xx ?? 0);
      const checks = [
        target.minRatio !== undefined
          ? `ratio ${ratio.toFixed(3)} ${ratio >= target.minRatio ? '≥' : '<'} ${target.minRatio}`
          : null,
        target.maxP99 !== undefined
          ? `p99 ${measured.latency.p99} ms ${measured.latency.p99 <= target.maxP99 ? '≤' : '>'} ${target.maxP99} ms`
          : null,
        `${failures} errors`,
      ].filter(Boolean);
      const met =
        (target.minRatio === undefined || ratio >= target.minRatio) &&
        (target.maxP99 === undefined || measured.latency.p99 <= target.maxP99) &&
        failures === 0;
      console.log(
        `- ${target.row}: ${checks.join(', ')}: ${met ? 'met' : 'MISSED'}${warning ? ' (busy machine: not an idle-machine result)' : ''}`,
      );
    }
    if (!FAST_PATH_ONLY) {
      process.stderr.write(
        'bench: auth scenarios (each on an API of its own, seeded with accounts)\n',
      );
      console.log(
        '\n| scenario | health requests | p50 ms | p99 ms | max ms | notes |\n|---|---|---|---|---|---|',
      );
      console.log(await healthUnderResets());
      console.log('\n| scenario | known | unknown | difference |\n|---|---|---|---|');
      console.log(await forgotPasswordTiming());
      console.log(await signupTimingRows(origin));
    }
  } finally {
    await stop(api);
    await stop(hello);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (profileDir) await printProfiles(profileDir, rows, { api: api.pid, hello: hello.pid });
}

/** The monotonic clock V8's CPU profiles use for their timestamps, in µs. */
function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/** Each row's share of time by what ran, from the profile of the process that answered it. */
async function printProfiles(
  dir: string,
  rows: Row[],
  pids: { api: number | undefined; hello: number | undefined },
) {
  const files = await readdir(dir);
  // The main thread's profile (thread 0): the API's site renderer writes its own (thread 1).
  const fileOf = (pid: number | undefined) =>
    files.find(
      (name) => pid !== undefined && name.includes(`.${pid}.0.`) && name.endsWith('.cpuprofile'),
    );
  const windows = rows.map<RowWindow>(({ name, result, startUs, endUs }) => ({
    name,
    requests: result.requests.total,
    startUs,
    endUs,
  }));
  await writeFile(join(dir, 'rows.json'), JSON.stringify(windows, null, 2));
  const [apiFile, helloFile] = [fileOf(pids.api), fileOf(pids.hello)];
  if (!apiFile || !helloFile) {
    console.error(`bench: no CPU profile of the ${apiFile ? 'baseline' : 'API'} in ${dir}`);
    return;
  }
  const baseline = summarize(await readProfile(join(dir, helloFile)), [windows[0]!]);
  const others = summarize(await readProfile(join(dir, apiFile)), windows.slice(1));
  console.log(
    `\nCPU profiles (${apiFile}, ${helloFile}): share of each server's main-thread time while its row ran.\n`,
  );
  console.log(profileTables([...baseline, ...others]));
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
