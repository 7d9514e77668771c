// The visual report: one HTML page at visual-report/index.html, opened from disk without a
// server, over the images the visual tests wrote beside it. Each suite (stories, site pages,
// admin screens) writes its own folder and a small script file that the page loads with a
// <script> tag (fetch() is refused on file:// URLs), so suites running at the same time never
// write the same file.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { fontProblem, fontsSummary, visualEnvironment, withPackages } from './fonts.mjs';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPORT_DIR = join(REPO_ROOT, 'visual-report');
export const REPORT_INDEX = join(REPORT_DIR, 'index.html');

/**
 * The comparison both suites use. `threshold` is pixelmatch's per-pixel colour distance in YIQ
 * space (0–1): 0.05 lets through blending noise in glyph and border edges, and catches a colour
 * token moved by a few points of lightness. Pixels that pixelmatch classes as anti-aliasing are
 * not counted. Then at most 0.01 % of an image's pixels may differ (about 100 of a 1280 × 800
 * screen): fewer than one misplaced icon, so a shift of layout always fails.
 */
export const VISUAL_TOLERANCE = { threshold: 0.05, allowedMismatchedPixelRatio: 0.0001 };

export const SECTIONS = {
  stories: 'Stories (packages/ui)',
  site: 'Public pages',
  admin: 'Admin screens',
};

/**
 * The recorded environment of a set of baselines, or null: `{ madeWith, fonts }`, the Chromium
 * and the font files of each theme stack (scripts/fonts.mjs) they were made with.
 */
export function readBaselineInfo(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Records what renewed baselines were made with: the run's Chromium and font files (with their packages). */
export async function writeBaselineInfo(file, environment) {
  await mkdir(dirname(file), { recursive: true });
  const info = { madeWith: environment.chromium, fonts: await withPackages(environment.fonts) };
  await writeFile(file, `${JSON.stringify(info, null, 2)}\n`);
}

/**
 * "Baselines made with Chromium A and fonts …; this run used Chromium B and the same fonts." The
 * font files are checked before any comparison (scripts/fonts.mjs), so a run that compares
 * images draws with the baselines' fonts; the Chromium may differ.
 */
export function versionsLine(info, environment) {
  const made = info?.madeWith ?? 'an unrecorded Chromium';
  const same =
    made === environment.chromium
      ? ' (the same)'
      : ' (differs: glyph edges may move; look at the report, then renew with `npm run test:visual -- --update`)';
  const baselineFonts = fontsSummary(info?.fonts);
  const runFonts = fontsSummary(environment.fonts);
  return (
    `Baselines made with ${made} and the fonts (${baselineFonts}); ` +
    `this run used ${environment.chromium}${same} and ${runFonts === baselineFonts ? 'the same font files' : `the fonts (${runFonts})`}.`
  );
}

/**
 * What the report shows of both environments: the Chromium and each stack's font files of the
 * baselines and of this run.
 */
export function environmentTable(info, environment) {
  return {
    baseline: { chromium: info?.madeWith ?? null, fonts: info?.fonts ?? null },
    run: { chromium: environment.chromium, fonts: environment.fonts },
  };
}

/**
 * What a visual suite runs first, before it compares any image: reads this run's Chromium and
 * font files; when renewing (`updating`), records them as the baselines'; otherwise throws one
 * line (no stack) when a font file differs from the baselines'. Answers the line and the table
 * that a difference report shows.
 */
export async function checkEnvironment(infoFile, { updating }) {
  const environment = await visualEnvironment(findChromium() ?? '/usr/bin/chromium');
  if (updating) await writeBaselineInfo(infoFile, environment);
  const info = readBaselineInfo(infoFile);
  if (!updating) {
    const recordedIn = relative(REPO_ROOT, infoFile);
    const problem = await fontProblem(info?.fonts, environment.fonts, { recordedIn });
    if (problem) {
      const error = new Error(problem);
      error.stack = problem;
      throw error;
    }
  }
  return {
    environment,
    versions: versionsLine(info, environment),
    table: environmentTable(info, environment),
  };
}

/** Empties a suite's folder before its run, so that the report shows only this run. */
export async function startSection(section) {
  await rm(join(REPORT_DIR, section), { recursive: true, force: true });
  await rm(join(REPORT_DIR, `${section}.js`), { force: true });
  await writeIndex();
}

async function atomicWrite(file, text) {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/**
 * Writes a suite's results for the page. `entries`: `{ group, name, theme?, width, reference?,
 * actual?, diff?, note }`, image paths absolute (they must lie inside visual-report/);
 * `environment`: what environmentTable answers, shown as a table of the baselines' and this
 * run's Chromium and font files.
 * Returns the line to print.
 */
export async function finishSection(section, { entries, versions, environment = null }) {
  const toRelative = (path) => (path ? relative(REPORT_DIR, path).split('\\').join('/') : null);
  const data = {
    section,
    title: SECTIONS[section],
    versions,
    environment,
    finishedAt: new Date().toISOString(),
    entries: entries.map((entry) => ({
      ...entry,
      reference: toRelative(entry.reference),
      actual: toRelative(entry.actual),
      diff: toRelative(entry.diff),
    })),
  };
  await atomicWrite(
    join(REPORT_DIR, `${section}.js`),
    `window.visualReport.push(${JSON.stringify(data, null, 1)});\n`,
  );
  await writeIndex();
  const where = relative(process.cwd(), REPORT_INDEX) || REPORT_INDEX;
  return entries.length === 0
    ? `Visual (${SECTIONS[section]}): no differences.`
    : `Visual (${SECTIONS[section]}): ${entries.length} difference${entries.length === 1 ? '' : 's'}. Open the report: ${where} (file://${REPORT_INDEX}). ${versions}`;
}

/** Every file under a folder, recursively (none when it does not exist). */
export async function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else found.push(path);
  }
  return found.sort();
}

async function writeIndex() {
  const template = readFileSync(new URL('./visual-report.html', import.meta.url), 'utf8');
  const scripts = Object.keys(SECTIONS)
    .map((section) => `<script src="${section}.js" onerror="visualMissing('${section}')"></script>`)
    .join('\n');
  await atomicWrite(REPORT_INDEX, template.replace('<!-- sections -->', scripts));
}
