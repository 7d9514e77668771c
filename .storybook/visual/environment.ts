// Before the story tests: checks that the theme's font stacks resolve to the font files the
// baselines were made with (one clear line when not, before any image is compared), records the
// Chromium and font files when baselines are renewed, and empties the stories' part of the
// visual report.
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { checkEnvironment, startSection } from '../../scripts/visual-report.mjs';

export const BASELINE_INFO = fileURLToPath(
  new URL('../../packages/ui/src/visual-baselines.json', import.meta.url),
);

export default async function setup(project: TestProject) {
  // Emptied first: a run stopped by the font check shows the stories as not run in the report.
  await startSection('stories');
  const updating = project.vitest.config.snapshotOptions.updateSnapshot === 'all';
  const { versions } = await checkEnvironment(BASELINE_INFO, { updating });
  project.provide('visualVersions', versions);
}
