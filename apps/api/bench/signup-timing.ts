// Does the request-access form's answer time tell a known email from an unknown one? Sequential
// requests (one at a time, so nothing queues), known and unknown interleaved so that drift over
// the run falls on both alike, and a pause after each so the work the API does after answering
// is over before the next request is timed.
import { setTimeout as sleep } from 'node:timers/promises';

const SAMPLES = Number(process.env.BENCH_SIGNUP_SAMPLES ?? 200);
const SETTLE_MS = 100;

function applicant(email: string) {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: 'Applicant',
    email,
    phoneNumber: '98450 12345',
    country: 'India',
    countryCode: '+91',
    birthDate: '1990-03-14',
    password: 'marigold-sitar-83-rhythm',
  });
}

async function timedRequest(origin: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/admin/signup-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: applicant(email),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`signup request answered ${response.status}`);
  await sleep(SETTLE_MS);
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Median answer time of POST /api/admin/signup-requests for known emails (an open request exists:
 * the API mails the owner and stores nothing) and unknown ones (it stores a request and mails the
 * applicant and every super admin), as Markdown lines for docs/benchmarks.md.
 */
export async function signupTimingRows(origin: string): Promise<string> {
  // Same length and shape for both kinds, so the password policy (which reads the email) costs
  // the same.
  const known = Array.from({ length: SAMPLES }, (_, i) => `k-${i}@bench.test`);
  process.stderr.write(`bench: signup request timing (${SAMPLES} known, ${SAMPLES} unknown)\n`);
  for (const email of known) await timedRequest(origin, email);
  const times = { known: [] as number[], unknown: [] as number[] };
  for (const [i, email] of known.entries()) {
    const unknown = `u-${i}@bench.test`;
    // Alternate which goes first, so neither always follows the other's after-answer work.
    if (i % 2 === 0) {
      times.known.push(await timedRequest(origin, email));
      times.unknown.push(await timedRequest(origin, unknown));
    } else {
      times.unknown.push(await timedRequest(origin, unknown));
      times.known.push(await timedRequest(origin, email));
    }
  }
  const [knownMedian, unknownMedian] = [median(times.known), median(times.unknown)];
  // Neighbours share the machine's load of the moment: their differences cancel most of it.
  const paired = median(times.known.map((k, i) => k - (times.unknown[i] ?? k)));
  return [
    '',
    `Request-access form, ${SAMPLES} known and ${SAMPLES} unknown emails, one request at a time:`,
    '',
    '| POST /api/admin/signup-requests | median ms |',
    '|---|---|',
    `| known email (open request) | ${knownMedian.toFixed(2)} |`,
    `| unknown email | ${unknownMedian.toFixed(2)} |`,
    `| difference of the medians (goal ≤ 1 ms) | ${Math.abs(knownMedian - unknownMedian).toFixed(2)} |`,
    `| median of paired differences, known − unknown | ${paired.toFixed(2)} |`,
  ].join('\n');
}
