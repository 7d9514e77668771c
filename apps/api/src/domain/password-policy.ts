import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { SECOND } from '../clock.js';
import { weakPassword, type RefusalOf } from './refusal.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** How long a request waits for its strength estimate (queue included) before answering 503. */
export const ESTIMATE_DEADLINE_MS = 2 * SECOND;

/** Plain JavaScript, so a worker thread loads it from src/ (tests) and from dist/ alike. */
const ESTIMATOR_URL = new URL('./password-estimator.mjs', import.meta.url);
const ESTIMATOR_FILE = fileURLToPath(ESTIMATOR_URL);

interface EstimateTask {
  password: string;
  userInputs: string[];
}

export interface Estimate {
  score: number;
  warning: string | null;
  suggestions: string[];
}

/** Scores a password; 'timeout' when no estimate came back in time. */
export interface StrengthEstimator {
  estimate(task: EstimateTask): Promise<Estimate | 'timeout'>;
  /** Estimates asked for and not settled yet (queued or running). */
  readonly inFlight: number;
  close(): Promise<void>;
}

/**
 * zxcvbn in a worker pool: a long password costs the worker up to about a tenth of a second of
 * CPU, never the event loop. One thread less than the cores (at least one), so the main thread
 * keeps a core under a burst; past the deadline the caller answers that the service is busy. The pool starts on first use and its
 * one-off start (loading the dictionaries, about a second) is not charged to the deadline.
 */
export function workerEstimator(
  options: { deadlineMs?: number; threads?: number } = {},
): StrengthEstimator {
  const deadlineMs = options.deadlineMs ?? ESTIMATE_DEADLINE_MS;
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  let pool: Piscina<EstimateTask & { deadline?: number }, Estimate | null> | undefined;
  let started: Promise<unknown> | undefined;
  let inFlight = 0;
  const start = () => {
    pool ??= new Piscina({ filename: ESTIMATOR_FILE, minThreads: 1, maxThreads: threads });
    started ??= pool.run({ password: '', userInputs: [] });
    return { pool, started };
  };
  return {
    get inFlight() {
      return inFlight;
    },
    async estimate(task) {
      inFlight += 1;
      let timer: NodeJS.Timeout | undefined;
      try {
        const running = start();
        await running.started;
        // The caller stops waiting at the deadline; the worker skips the task if it has not
        // started by then, and a started one ends soon (the estimator is bounded). Aborting
        // would end the worker, and its replacement's start would overrun the next deadlines.
        const deadline = Date.now() + deadlineMs;
        const late = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), deadlineMs);
        });
        const estimating = running.pool.run({ ...task, deadline });
        // Settled after the caller gave up (the pool closing, say): nobody is left to tell.
        estimating.catch(() => {});
        const result = await Promise.race([estimating, late]);
        return result ?? 'timeout';
      } finally {
        clearTimeout(timer);
        inFlight -= 1;
      }
    },
    close: async () => {
      await pool?.close({ force: true });
    },
  };
}

/** The same estimate on the calling thread: for start-up checks, where no request waits. */
export function inlineEstimator(): StrengthEstimator {
  type EstimatorModule = { default: (task: EstimateTask) => Estimate };
  let loaded: Promise<EstimatorModule> | undefined;
  return {
    inFlight: 0,
    async estimate(task) {
      loaded ??= import(ESTIMATOR_URL.href) as Promise<EstimatorModule>;
      return (await loaded).default(task);
    },
    close: async () => {},
  };
}

export type PasswordVerdict =
  { ok: true } | RefusalOf<'weak_password'> | RefusalOf<'estimator_busy'>;

/**
 * The one policy for signup requests, resets and changes: 8 to 128 characters, no composition
 * rules, refused when zxcvbn scores it 0 or 1 (its feedback becomes the message). The user's own
 * email and names count as guessable words. The length rules run first: they cost nothing.
 */
export async function checkPasswordPolicy(
  estimator: StrengthEstimator,
  password: string,
  userInputs: string[] = [],
  field = 'password',
): Promise<PasswordVerdict> {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    return weakPassword('Password must be at least 8 characters long.', field);
  if (length > PASSWORD_MAX)
    return weakPassword('Password must be at most 128 characters long.', field);
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .filter((part) => part.length > 2);
  const result = await estimator.estimate({ password, userInputs: inputs });
  if (result === 'timeout') return { ok: false, reason: 'estimator_busy' };
  if (result.score >= 2) return { ok: true };
  const hint = result.warning ?? result.suggestions[0] ?? 'This password is too easy to guess.';
  return weakPassword(`This password is too easy to guess. ${hint}`.trim(), field);
}
