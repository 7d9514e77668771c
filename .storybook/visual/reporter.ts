// After the story tests: writes the stories' part of the visual report (visual-report/) over
// the images the screenshot matcher wrote there on a difference, and prints where it is.
import { copyFile, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { PNG } from 'pngjs';
import type { Reporter, TestModule } from 'vitest/node';
import { findChromium } from '../../scripts/chromium.mjs';
import { visualEnvironment } from '../../scripts/fonts.mjs';
import {
  REPO_ROOT,
  REPORT_DIR,
  environmentTable,
  filesUnder,
  finishSection,
  readBaselineInfo,
  versionsLine,
  type ReportEntry,
} from '../../scripts/visual-report.mjs';
import { BASELINE_INFO } from './environment';

export const STORIES_REPORT = join(REPORT_DIR, 'stories');
const imageName = /^(.+)-(dark|light)-(\d+)-(actual|reference)\.png$/;

async function pngSize(file: string) {
  const image = PNG.sync.read(await readFile(file));
  return image;
}

/** What a difference image says: how many pixels the matcher painted red. */
async function describe(baseline: string, actual: string, diff: string): Promise<string> {
  const [before, after] = [await pngSize(baseline), await pngSize(actual)];
  if (before.width !== after.width || before.height !== after.height)
    return `Size changed from ${before.width}×${before.height} to ${after.width}×${after.height} px.`;
  if (!existsSync(diff)) return 'Differs from the baseline.';
  const { data, width, height } = await pngSize(diff);
  let red = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (data[index] === 255 && data[index + 1] === 0 && data[index + 2] === 0) red++;
  }
  return `${red.toLocaleString('en')} pixels differ (${((red / (width * height)) * 100).toFixed(2)} %).`;
}

const humanize = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

export default class VisualStoriesReporter implements Reporter {
  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    // Nothing ran (the font check in the global setup stopped the run, and said why in one
    // line): the report shows the stories as not run rather than without differences.
    if (testModules.length === 0) return;
    const entries: ReportEntry[] = [];
    for (const file of await filesUnder(STORIES_REPORT)) {
      const match = imageName.exec(basename(file));
      if (!match) continue;
      const [, story = '', theme = '', width = '', kind = ''] = match;
      const storyFolder = relative(STORIES_REPORT, dirname(file));
      const baseline = join(
        REPO_ROOT,
        storyFolder,
        '__screenshots__',
        `${story}-${theme}-${width}.png`,
      );
      const entry = {
        group: basename(storyFolder),
        name: humanize(story),
        theme,
        width: Number(width),
      };
      if (kind === 'reference') {
        // Written in place of a missing baseline: the story is new to the list, or its
        // baseline was deleted.
        entries.push({
          ...entry,
          actual: file,
          note: 'No baseline yet: accept this image with --update.',
        });
        continue;
      }
      const copy = file.replace(/-actual\.png$/, '-baseline.png');
      await copyFile(baseline, copy);
      const diff = file.replace(/-actual\.png$/, '-diff.png');
      entries.push({
        ...entry,
        reference: copy,
        actual: file,
        diff: existsSync(diff) ? diff : null,
        note: await describe(baseline, file, diff),
      });
    }
    // With differences, the report names the Chromium and font files of the baselines and of
    // this run (the global setup already stopped the run if a font file differed).
    let versions = '';
    let environment = null;
    if (entries.length > 0) {
      const info = readBaselineInfo(BASELINE_INFO);
      const run = await visualEnvironment(findChromium() ?? '/usr/bin/chromium');
      versions = versionsLine(info, run);
      environment = environmentTable(info, run);
    }
    process.stdout.write(
      `\n${await finishSection('stories', { entries, versions, environment })}\n`,
    );
  }
}
