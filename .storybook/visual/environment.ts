// Before the story tests: checks that Chromium draws the theme's font stacks with the fonts the
// baselines were made with (one clear line when not, instead of a difference on every image),
// records which Chromium made the baselines when they are renewed, and empties the stories'
// part of the visual report.
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../scripts/chromium.mjs';
import { fontProblem, probeChromium } from '../../scripts/fonts.mjs';
import {
  readBaselineInfo,
  startSection,
  versionsLine,
  writeBaselineInfo,
} from '../../scripts/visual-report.mjs';

export const BASELINE_INFO = fileURLToPath(
  new URL('../../packages/ui/src/visual-baselines.json', import.meta.url),
);

export default async function setup(project: TestProject) {
  const probe = await probeChromium(findChromium() ?? '/usr/bin/chromium');
  const problem = fontProblem(probe.fonts);
  if (problem) {
    // The message alone, without a stack: it is the one line the run needs to show.
    const error = new Error(problem);
    error.stack = problem;
    throw error;
  }
  const updating = project.vitest.config.snapshotOptions.updateSnapshot === 'all';
  if (updating) await writeBaselineInfo(BASELINE_INFO, probe);
  project.provide('visualVersions', versionsLine(readBaselineInfo(BASELINE_INFO), probe));
  await startSection('stories');
}
