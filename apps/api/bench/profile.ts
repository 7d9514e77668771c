// Where a row's time went: reads a V8 CPU profile (`node --cpu-prof`) and, for the time window
// of each benchmark row, sums the main thread's samples by what they were running. Used by
// run.ts when BENCH_CPU_PROF is set; also runnable alone:
//   npx tsx bench/profile.ts <file.cpuprofile> <rows.json>
// where rows.json is the `[{ name, requests, startUs, endUs }]` run.ts writes beside the profile.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A measured row's window on the monotonic clock (µs), the same clock V8's profile uses. */
export interface RowWindow {
  name: string;
  requests: number;
  startUs: number;
  endUs: number;
}

/** Self time is charged to the first group whose test matches the sample's own frame. */
const SELF_GROUPS: Array<[string, (frame: CallFrame) => boolean]> = [
  ['idle (waiting for the socket)', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  [
    'socket writes and reads (native)',
    (f) =>
      f.url === '' &&
      /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString|onStreamRead|shutdown|close)$/.test(
        f.functionName,
      ),
  ],
  [
    'promises and ticks (async hooks, awaits)',
    (f) =>
      /^(runMicrotasks|processTicksAndRejections|nextTick|handleResolve|handleReject)$/.test(
        f.functionName,
      ),
  ],
  ['V8 and native, other', (f) => f.url === '' || f.functionName === '(program)'],
  ['Node HTTP (parser, ServerResponse)', (f) => /node:_http_|node:internal\/http/.test(f.url)],
  ['Node streams, net, timers, other', (f) => f.url.startsWith('node:')],
  ['fastify (request, reply, hooks, serialization)', (f) => pkg(f.url) === 'fastify'],
  ['find-my-way (router)', (f) => pkg(f.url) === 'find-my-way'],
  [
    'pino (loggers, child per request)',
    (f) =>
      /^(pino|pino-std-serializers|sonic-boom|fast-redact|@pinojs\/redact)$/.test(pkg(f.url) ?? ''),
  ],
  [
    'fast-jwt, @fastify/jwt (verification)',
    (f) =>
      /^(fast-jwt|@fastify\/jwt|asn1\.js|ecdsa-sig-formatter|mnemonist)$/.test(pkg(f.url) ?? ''),
  ],
  [
    'cookie parsing (@fastify/cookie, cookie)',
    (f) => /^(@fastify\/cookie|cookie|cookie-signature)$/.test(pkg(f.url) ?? ''),
  ],
  [
    '@fastify/compress and its negotiation',
    (f) =>
      /^(@fastify\/compress|@fastify\/accept-negotiator|encoding-negotiator|mime-db|minipass|pumpify|peek-stream|duplexify)$/.test(
        pkg(f.url) ?? '',
      ),
  ],
  ['fast-json-stringify, ajv and other packages', (f) => pkg(f.url) !== null],
  ["the API's own code (apps/api/dist)", (f) => f.url.includes('/apps/api/')],
  ['other', () => true],
];

/**
 * Inclusive time: a sample counts for each of these whose frame is anywhere on its stack. Only
 * work that returns before the request moves on: a callback-style hook calls the next step from
 * inside itself, so its frame would also cover everything after it.
 */
const INCLUSIVE: Array<[string, (frame: CallFrame) => boolean]> = [
  [
    'setting headers (reply.header/headers)',
    (f) => pkg(f.url) === 'fastify' && /^Reply\.headers?$|^header$|^headers$/.test(f.functionName),
  ],
  [
    'writeHead (Node: header validation, serialization)',
    (f) => f.functionName === 'writeHead' || f.functionName === '_storeHeader',
  ],
  ['request id (randomUUID)', (f) => f.functionName === 'randomUUID'],
  [
    'logger (pino child, lines)',
    (f) =>
      /^(pino|pino-std-serializers|sonic-boom|fast-redact|@pinojs\/redact)$/.test(pkg(f.url) ?? ''),
  ],
  [
    'session check (requireSession, until its first await)',
    (f) => f.functionName === 'requireSession',
  ],
  ['JWT verification (fast-jwt)', (f) => pkg(f.url) === 'fast-jwt'],
  ['cookie parsing', (f) => f.functionName === 'parseCookie' && pkg(f.url) === 'cookie'],
  [
    'JSON serialization (fast-json-stringify)',
    (f) => f.functionName === 'serialize' && pkg(f.url) === 'fastify',
  ],
];

function pkg(url: string): string | null {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first, second] = url.slice(at + '/node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? null);
}

export interface RowProfile {
  name: string;
  requests: number;
  /** Main-thread samples (ms) in the window, idle included. */
  totalMs: number;
  busyMs: number;
  self: Map<string, number>;
  inclusive: Map<string, number>;
}

export function summarize(profile: CpuProfile, rows: RowWindow[]): RowProfile[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const selfGroup = new Map<number, string>();
  const inclusiveOf = new Map<number, Set<string>>();
  const groupsOf = (id: number): Set<string> => {
    const known = inclusiveOf.get(id);
    if (known) return known;
    const node = byId.get(id);
    const up = parent.get(id);
    const groups = new Set(up === undefined ? [] : groupsOf(up));
    if (node) for (const [name, test] of INCLUSIVE) if (test(node.callFrame)) groups.add(name);
    inclusiveOf.set(id, groups);
    return groups;
  };
  const out = rows.map((row) => ({
    name: row.name,
    requests: row.requests,
    totalMs: 0,
    busyMs: 0,
    self: new Map<string, number>(),
    inclusive: new Map<string, number>(),
  }));
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const index = rows.findIndex((row) => at >= row.startUs && at < row.endUs);
    const target = out[index];
    if (!target) continue;
    const id = profile.samples[i] ?? 0;
    const node = byId.get(id);
    if (!node) continue;
    let group = selfGroup.get(id);
    if (group === undefined) {
      group = SELF_GROUPS.find(([, test]) => test(node.callFrame))?.[0] ?? 'other';
      selfGroup.set(id, group);
    }
    const ms = delta / 1000;
    target.totalMs += ms;
    if (node.callFrame.functionName !== '(idle)') target.busyMs += ms;
    target.self.set(group, (target.self.get(group) ?? 0) + ms);
    for (const name of groupsOf(id))
      target.inclusive.set(name, (target.inclusive.get(name) ?? 0) + ms);
  }
  return out;
}

const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((100 * part) / whole)} %` : '–';

/** Markdown: one column per row, shares of its main-thread time, and CPU µs per request. */
export function profileTables(rows: RowProfile[]): string {
  const head = `| | ${rows.map((row) => row.name).join(' | ')} |\n|---|${rows.map(() => '---:').join('|')}|`;
  const line = (label: string, cell: (row: RowProfile) => string) =>
    `| ${label} | ${rows.map(cell).join(' | ')} |`;
  const lines = [
    head,
    line('busy CPU µs per request (main thread)', (row) =>
      row.requests > 0 ? ((1000 * row.busyMs) / row.requests).toFixed(1) : '–',
    ),
    ...SELF_GROUPS.map(([name]) => name)
      .filter((name) => rows.some((row) => (row.self.get(name) ?? 0) > 0))
      .map((name) => line(name, (row) => percent(row.self.get(name) ?? 0, row.totalMs))),
    '',
    'Inclusive (share of the window with this on the stack):',
    '',
    head,
    ...INCLUSIVE.map(([name]) => name)
      .filter((name) => rows.some((row) => (row.inclusive.get(name) ?? 0) > 0))
      .map((name) =>
        line(name, (row) => {
          const ms = row.inclusive.get(name) ?? 0;
          const perRequest =
            row.requests > 0 ? ` (${((1000 * ms) / row.requests).toFixed(1)} µs)` : '';
          return `${percent(ms, row.totalMs)}${perRequest}`;
        }),
      ),
  ];
  return lines.join('\n');
}

export async function readProfile(file: string): Promise<CpuProfile> {
  return JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, windows] = process.argv.slice(2);
  if (!file || !windows) {
    console.error('usage: tsx bench/profile.ts <file.cpuprofile> <rows.json>');
    process.exit(2);
  }
  const rows = JSON.parse(await readFile(windows, 'utf8')) as RowWindow[];
  console.log(profileTables(summarize(await readProfile(file), rows)));
}
