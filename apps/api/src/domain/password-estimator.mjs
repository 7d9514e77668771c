// The zxcvbn estimate, in plain JavaScript so that a worker thread can load it as is, from the
// source tree (tests, tsx) and from dist/ (the build copies it). It is the only place the
// estimator is configured; domain/password-policy.ts runs it in a worker pool with a deadline.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// Unbounded, a 128-character leet-speak password costs seconds of CPU; with these bounds the worst
// case measured about 117 ms. Characters past the 64th are not scored (they only add strength).
export const ESTIMATOR_LIMITS = { maxLength: 64, l33tMaxSubstitutions: 10 };

const zxcvbn = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
  ...ESTIMATOR_LIMITS,
});

/**
 * A task whose caller has stopped waiting (its deadline, epoch ms, has passed) is skipped: a
 * burst that overran the deadline does not keep the pool busy for nobody.
 *
 * @param {{ password: string; userInputs: string[]; deadline?: number }} task
 * @returns {{ score: number; warning: string | null; suggestions: string[] } | null}
 */
export default function estimate({ password, userInputs, deadline }) {
  if (deadline !== undefined && Date.now() > deadline) return null;
  const result = zxcvbn.check(password, userInputs);
  return {
    score: result.score,
    warning: result.feedback.warning ?? null,
    suggestions: [...result.feedback.suggestions],
  };
}
