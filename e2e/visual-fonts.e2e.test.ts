import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darkTokens, lightTokens } from '../packages/ui/src/theme/tokens';
import {
  FONT_PACKAGES,
  FONT_STACKS,
  fontProblem,
  resolveFonts,
  type FontSystem,
  type ResolvedFonts,
} from '../scripts/fonts.mjs';

// The font check the visual suites run before comparing any image (scripts/fonts.mjs), against a
// fake fontconfig and dpkg: what it answers when a machine resolves the theme's stacks to other
// font files than the baselines were made with.

const recorded = (file: string) =>
  (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { fonts: ResolvedFonts })
    .fonts;
const storyBaselines = recorded('../packages/ui/src/visual-baselines.json');
const pageBaselines = recorded('./__screenshots__/visual-baselines.json');

const dejavu = '/usr/share/fonts/truetype/dejavu';
const liberation = '/usr/share/fonts/truetype/liberation';
const liberation2 = '/usr/share/fonts/truetype/liberation2';

type Font = { file: string; version: number; family: string; package: string };
const font = (dir: string, name: string, family: string, version: number, pkg: string): Font => ({
  file: `${dir}/${name}.ttf`,
  version,
  family,
  package: pkg,
});
const dejavuSans = (name: string) =>
  font(
    dejavu,
    name,
    'DejaVu Sans',
    155320,
    name.endsWith('Oblique') ? 'fonts-dejavu-extra' : 'fonts-dejavu-core',
  );
const liberation107 = (name: string, family: string) =>
  font(liberation, name, family, 70123, 'fonts-liberation');
const liberation215 = (name: string, family: string) =>
  font(liberation2, name, family, 137625, 'fonts-liberation2');

/** fc-match's answers on a Debian machine with fonts-dejavu-core, -extra and fonts-liberation. */
const debianAnswers: Record<string, Font> = {
  'sans\\-serif': dejavuSans('DejaVuSans'),
  'sans\\-serif:weight=bold': dejavuSans('DejaVuSans-Bold'),
  'sans\\-serif:slant=italic': dejavuSans('DejaVuSans-Oblique'),
  'Times New Roman': liberation107('LiberationSerif-Regular', 'Liberation Serif'),
  'Times New Roman:weight=bold': liberation107('LiberationSerif-Bold', 'Liberation Serif'),
  'Times New Roman:slant=italic': liberation107('LiberationSerif-Italic', 'Liberation Serif'),
  'Liberation Mono': liberation107('LiberationMono-Regular', 'Liberation Mono'),
  'Liberation Mono:weight=bold': liberation107('LiberationMono-Bold', 'Liberation Mono'),
  'Liberation Mono:slant=italic': liberation107('LiberationMono-Italic', 'Liberation Mono'),
};
const debianFamilies = ['DejaVu Sans', 'DejaVu Sans Mono', 'DejaVu Serif'].concat([
  'Liberation Sans',
  'Liberation Serif',
  'Liberation Mono',
  'Liberation Sans Narrow',
]);
const debianPackages = ['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation'];

/** A fontconfig and dpkg that answer from tables; a pattern it has no answer for fails the test. */
function fakeSystem(
  answers: Record<string, Font>,
  families: string[],
  installed: string[],
): FontSystem & { asked: string[] } {
  const asked: string[] = [];
  const all = Object.values(answers);
  return {
    asked,
    families: async () => families,
    match: async (patterns) =>
      patterns.map((pattern) => {
        asked.push(pattern);
        const answer = answers[pattern];
        if (!answer) throw new Error(`fc-match was asked for ${pattern}`);
        return `${answer.file}|${answer.version}|${answer.family}`;
      }),
    packagesOf: async (files) =>
      new Map(
        all
          .filter((each) => each.package && files.includes(each.file))
          .map((each) => [each.file, each.package]),
      ),
    isInstalled: async (name) => installed.includes(name),
  };
}

describe('the visual tests’ font check', () => {
  it('uses the stacks of the theme (both themes)', () => {
    expect(darkTokens.font).toEqual(FONT_STACKS);
    expect(lightTokens.font).toEqual(FONT_STACKS);
  });

  it('records, for stories and pages alike, files from the packages npm test installs', () => {
    expect(pageBaselines).toEqual(storyBaselines);
    const packages = Object.values(storyBaselines).flatMap((stack) =>
      [stack.regular, stack.bold, stack.italic].map((face) => face.package),
    );
    expect([...new Set(packages)].sort()).toEqual([...FONT_PACKAGES].sort());
  });

  describe('given fontconfig resolving every stack to the baselines’ files', () => {
    it('passes: the fonts are those of the baselines, and nothing is asked of dpkg', async () => {
      const system = fakeSystem(debianAnswers, debianFamilies, debianPackages);
      system.packagesOf = () => Promise.reject(new Error('dpkg asked'));
      const found = await resolveFonts(system);

      expect(await fontProblem(storyBaselines, found, { system })).toBeNull();
      // system-ui is fontconfig's sans-serif; the heading stack is drawn in "Times New Roman"
      // (Liberation Serif), the first name of it that exists; the mono stack in Liberation Mono.
      expect(system.asked).toEqual(Object.keys(debianAnswers));
    });
  });

  describe('given fonts-liberation2 beside fonts-liberation (fontconfig prefers its Liberation 2.1.5)', () => {
    it('refuses in one line naming the family, both files and the package to remove', async () => {
      const answers = { ...debianAnswers };
      for (const [pattern, answer] of Object.entries(debianAnswers)) {
        if (answer.file.startsWith(liberation))
          answers[pattern] = liberation215(
            answer.file.slice(liberation.length + 1, -4),
            answer.family,
          );
      }
      const system = fakeSystem(answers, debianFamilies, [...debianPackages, 'fonts-liberation2']);

      const problem = await fontProblem(storyBaselines, await resolveFonts(system), { system });

      expect(problem).toBe(
        'Visual tests stopped before comparing any image: the heading font "Times New Roman" (regular) ' +
          `resolves to ${liberation2}/LiberationSerif-Regular.ttf (Liberation Serif 2.1, fonts-liberation2); ` +
          `the baselines were made with ${liberation}/LiberationSerif-Regular.ttf (Liberation Serif 1.07, fonts-liberation). ` +
          '5 more differ (heading bold, heading italic, mono regular, mono bold, mono italic). ' +
          'To run them, remove fonts-liberation2 (apt-get remove -y fonts-liberation2), or renew the ' +
          'baselines on purpose with `npm run test:visual -- --update`.',
      );
    });
  });

  describe('given fonts-liberation not installed', () => {
    it('refuses, naming the font drawn instead and the package to install', async () => {
      const dejavuSerif = (name: string) =>
        font(dejavu, name, 'DejaVu Serif', 155320, 'fonts-dejavu-core');
      const answers = {
        ...debianAnswers,
        serif: dejavuSerif('DejaVuSerif'),
        'serif:weight=bold': dejavuSerif('DejaVuSerif-Bold'),
        'serif:slant=italic': dejavuSerif('DejaVuSerif-Italic'),
        monospace: font(dejavu, 'DejaVuSansMono', 'DejaVu Sans Mono', 155320, 'fonts-dejavu-core'),
        'monospace:weight=bold': font(
          dejavu,
          'DejaVuSansMono-Bold',
          'DejaVu Sans Mono',
          155320,
          'fonts-dejavu-core',
        ),
        'monospace:slant=italic': font(
          dejavu,
          'DejaVuSansMono-Oblique',
          'DejaVu Sans Mono',
          155320,
          'fonts-dejavu-extra',
        ),
      };
      const families = debianFamilies.filter((family) => !family.startsWith('Liberation'));
      const system = fakeSystem(answers, families, ['fonts-dejavu-core', 'fonts-dejavu-extra']);

      const problem = await fontProblem(storyBaselines, await resolveFonts(system), { system });

      expect(problem).toBe(
        'Visual tests stopped before comparing any image: the heading font "serif" (regular) ' +
          `resolves to ${dejavu}/DejaVuSerif.ttf (DejaVu Serif 2.37, fonts-dejavu-core); ` +
          `the baselines were made with ${liberation}/LiberationSerif-Regular.ttf (Liberation Serif 1.07, fonts-liberation) for "Times New Roman". ` +
          '5 more differ (heading bold, heading italic, mono regular, mono bold, mono italic). ' +
          'To run them, install fonts-liberation (apt-get install -y fonts-liberation), or renew the ' +
          'baselines on purpose with `npm run test:visual -- --update`.',
      );
    });
  });

  describe('given a font that a stack names before the baselines’ one (Palatino Linotype)', () => {
    it('refuses, naming that font’s file as the one to remove', async () => {
      const palatino = (name: string) =>
        font('/usr/local/share/fonts', name, 'Palatino Linotype', 65536, '');
      const answers = {
        ...debianAnswers,
        'Palatino Linotype': palatino('pala'),
        'Palatino Linotype:weight=bold': palatino('palab'),
        'Palatino Linotype:slant=italic': palatino('palai'),
      };
      const system = fakeSystem(answers, [...debianFamilies, 'Palatino Linotype'], debianPackages);

      const problem = await fontProblem(storyBaselines, await resolveFonts(system), { system });

      expect(problem).toBe(
        'Visual tests stopped before comparing any image: the heading font "Palatino Linotype" (regular) ' +
          'resolves to /usr/local/share/fonts/pala.ttf (Palatino Linotype 1); ' +
          `the baselines were made with ${liberation}/LiberationSerif-Regular.ttf (Liberation Serif 1.07, fonts-liberation) for "Times New Roman". ` +
          '2 more differ (heading bold, heading italic). ' +
          'To run them, remove /usr/local/share/fonts/pala.ttf, /usr/local/share/fonts/palab.ttf, ' +
          '/usr/local/share/fonts/palai.ttf (no Debian package owns them), or renew the ' +
          'baselines on purpose with `npm run test:visual -- --update`.',
      );
    });
  });

  describe('given fonts-liberation upgraded in place (same files, font version 1.08)', () => {
    it('refuses, naming the font version the baselines were made with', async () => {
      const answers = { ...debianAnswers };
      for (const [pattern, answer] of Object.entries(debianAnswers)) {
        if (answer.file.startsWith(liberation)) answers[pattern] = { ...answer, version: 70779 };
      }
      const system = fakeSystem(answers, debianFamilies, debianPackages);

      const problem = await fontProblem(storyBaselines, await resolveFonts(system), { system });

      expect(problem).toBe(
        'Visual tests stopped before comparing any image: the heading font "Times New Roman" (regular) ' +
          `resolves to ${liberation}/LiberationSerif-Regular.ttf (Liberation Serif 1.08, fonts-liberation); ` +
          `the baselines were made with ${liberation}/LiberationSerif-Regular.ttf (Liberation Serif 1.07, fonts-liberation). ` +
          '5 more differ (heading bold, heading italic, mono regular, mono bold, mono italic). ' +
          'To run them, install fonts-liberation at the font version 1.07 (this one is 1.08), or renew the ' +
          'baselines on purpose with `npm run test:visual -- --update`.',
      );
    });
  });

  it('refuses when the baselines’ fonts were never recorded', async () => {
    const system = fakeSystem(debianAnswers, debianFamilies, debianPackages);
    const problem = await fontProblem(undefined, await resolveFonts(system), {
      system,
      recordedIn: 'e2e/__screenshots__/visual-baselines.json',
    });
    expect(problem).toBe(
      'Visual tests stopped before comparing any image: e2e/__screenshots__/visual-baselines.json ' +
        'does not record the font files the baselines were made with; renew them on a machine with ' +
        'fonts-dejavu-core, fonts-dejavu-extra, fonts-liberation (`npm run test:visual -- --update`).',
    );
  });
});
