// The fonts screenshots are drawn with. The theme's stacks are system fonts, so text renders with
// whatever the machine has: the visual baselines hold only with the font files they were made
// with, which are recorded beside the Chromium version when baselines are renewed
// (visual-baselines.json). Before any comparison the visual tests ask fontconfig (what Chromium
// asks on Linux) which file each stack resolves to, and stop with one line when a file or its
// version differs: fonts-liberation2 beside fonts-liberation, say, moves glyph edges by a pixel
// on every heading. `npm test` and `.ci/run` install the packages below.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/** Debian packages the baselines are made with (DejaVu and Liberation, regular/bold/italic). */
export const FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation'];

/** The theme's stacks, as in packages/ui/src/theme/tokens.ts (a test keeps them equal). */
export const FONT_STACKS = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

/** The faces the theme draws: medium (500) resolves to regular and semibold (600) to bold. */
const STYLES = { regular: '', bold: ':weight=bold', italic: ':slant=italic' };

// CSS generic families and what Chromium asks fontconfig for. system-ui is the desktop's UI font,
// which without a desktop session (headless) is fontconfig's sans-serif.
const GENERIC = {
  'system-ui': 'sans-serif',
  'sans-serif': 'sans-serif',
  serif: 'serif',
  monospace: 'monospace',
};

// A named family is drawn only when a font of that name is installed, or a metric-compatible one
// that Chromium accepts in its place (Skia's SkFontConfigInterface_direct.cpp): any other font
// fontconfig offers for it is skipped, and the next name of the stack is tried.
const METRIC_COMPATIBLE = [
  ['arial', 'arimo', 'liberation sans'],
  ['times new roman', 'tinos', 'liberation serif'],
  ['courier new', 'cousine', 'liberation mono'],
];

/**
 * @typedef {{ family: string, file: string, version: string, package?: string }} FontFile
 * @typedef {{ uses: string, regular: FontFile, bold: FontFile, italic: FontFile }} StackFonts
 * @typedef {Record<string, StackFonts>} ResolvedFonts
 * @typedef {{
 *   families: () => Promise<string[]>,
 *   match: (patterns: string[]) => Promise<string[]>,
 *   packagesOf: (files: string[]) => Promise<Map<string, string>>,
 *   isInstalled: (name: string) => Promise<boolean>,
 * }} FontSystem
 */

/** Runs a command and resolves with its standard output (rejects when it fails). */
function runCommand(command, args) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(Object.assign(error, { stdout })) : resolve(stdout),
    );
  });
}

const MATCH_FORMAT = '%{file}|%{fontversion}|%{family[0]}';

/**
 * This machine's fontconfig and dpkg. `match` asks fc-match for each pattern in one shell (one
 * process to start from Node instead of one per pattern): an answer per line,
 * "file|fontversion|family".
 * @type {FontSystem}
 */
export const fontSystem = {
  async families() {
    return (await runCommand('fc-list', ['--format', '%{family}\n'])).split(/[\n,]/);
  },
  async match(patterns) {
    const script = `for p do fc-match --format '${MATCH_FORMAT}' "$p"; echo; done`;
    return (await runCommand('sh', ['-c', script, 'sh', ...patterns])).split('\n');
  },
  async packagesOf(files) {
    let answer = '';
    try {
      answer = await runCommand('dpkg', ['-S', ...new Set(files)]);
    } catch (error) {
      // dpkg -S fails when a file has no package, after listing the others; off Debian, none.
      answer = typeof error?.stdout === 'string' ? error.stdout : '';
    }
    const owners = new Map();
    for (const line of answer.split('\n')) {
      const match = /^(.+?): (\/.+)$/.exec(line.trim());
      if (match && !match[1].startsWith('diversion by'))
        owners.set(match[2], match[1].split(':')[0]);
    }
    return owners;
  },
  async isInstalled(name) {
    try {
      const status = await runCommand('dpkg-query', ['-W', '-f=${Status}', name]);
      return status.includes('install ok installed');
    } catch {
      return false;
    }
  },
};

/** The family names of a CSS font-family list, unquoted. */
export function stackFamilies(stack) {
  return stack.split(',').map((name) => name.trim().replace(/^(["'])(.*)\1$/, '$2'));
}

/** A family name as a fontconfig pattern ("-", ":" and "," are pattern syntax). */
const pattern = (family) => family.replace(/[\\\-:,]/g, '\\$&');

/** The family of the stack that Chromium draws with: the first generic or installed one. */
function familyUsed(stack, installed) {
  for (const name of stackFamilies(stack)) {
    const lower = name.toLowerCase();
    if (GENERIC[lower]) return { uses: name, query: GENERIC[lower] };
    const compatible = METRIC_COMPATIBLE.find((names) => names.includes(lower)) ?? [lower];
    if (compatible.some((family) => installed.has(family))) return { uses: name, query: name };
  }
  return { uses: 'sans-serif', query: 'sans-serif' };
}

/** fontconfig's font version (16.16 fixed point) as a font's own "1.07". */
const fontVersion = (fixed) => String(Number((Number(fixed) / 65536).toFixed(3)));

/**
 * Which font file (and version) each theme stack resolves to, in each face, as fontconfig answers
 * it on this machine. `system` is fontconfig and dpkg (a test passes a fake one).
 * @param {FontSystem} [system]
 * @returns {Promise<ResolvedFonts>}
 */
export async function resolveFonts(system = fontSystem) {
  let families;
  try {
    families = await system.families();
  } catch {
    throw new Error(
      'Visual tests need fontconfig (fc-list, fc-match) to check the fonts: install it (Debian: apt-get install -y fontconfig).',
    );
  }
  const installed = new Set(families.map((name) => name.trim().toLowerCase()).filter(Boolean));
  const styles = Object.keys(STYLES);
  const stacks = Object.entries(FONT_STACKS).map(([id, stack]) => ({
    id,
    ...familyUsed(stack, installed),
  }));
  const answers = await system.match(
    stacks.flatMap(({ query }) => styles.map((style) => `${pattern(query)}${STYLES[style]}`)),
  );
  return Object.fromEntries(
    stacks.map(({ id, uses }, index) => [
      id,
      {
        uses,
        ...Object.fromEntries(
          styles.map((style, face) => {
            const answer = answers[index * styles.length + face] ?? '';
            const [file = '', version = '0', family = ''] = answer.trim().split('|');
            return [style, { family, file, version: fontVersion(version) }];
          }),
        ),
      },
    ]),
  );
}

/**
 * The resolved fonts with each file's Debian package: what visual-baselines.json records.
 * @param {ResolvedFonts} fonts
 * @param {FontSystem} [system]
 * @returns {Promise<ResolvedFonts>}
 */
export async function withPackages(fonts, system = fontSystem) {
  const styles = Object.keys(STYLES);
  const owners = await system.packagesOf(
    Object.values(fonts).flatMap((stack) => styles.map((style) => stack[style].file)),
  );
  return Object.fromEntries(
    Object.entries(fonts).map(([id, stack]) => [
      id,
      {
        ...stack,
        ...Object.fromEntries(
          styles.map((style) => {
            const owner = owners.get(stack[style].file);
            return [style, owner ? { ...stack[style], package: owner } : stack[style]];
          }),
        ),
      },
    ]),
  );
}

const isRecorded = (fonts) => typeof fonts?.body?.regular?.file === 'string';

const describeFile = (font) =>
  `${font.file} (${font.family} ${font.version}${font.package ? `, ${font.package}` : ''})`;

/**
 * One line saying which font differs from the baselines' and what to do, or null when every
 * stack resolves to the files (and versions) the baselines were made with. Asks dpkg only when
 * something differs, to name the packages.
 * @param {ResolvedFonts | undefined} expected what visual-baselines.json records
 * @param {ResolvedFonts} found what resolveFonts answers on this machine
 * @param {{ system?: FontSystem, recordedIn?: string }} [options]
 * @returns {Promise<string | null>}
 */
export async function fontProblem(
  expected,
  found,
  { system = fontSystem, recordedIn = 'visual-baselines.json' } = {},
) {
  const stop = 'Visual tests stopped before comparing any image:';
  const renew = 'or renew the baselines on purpose with `npm run test:visual -- --update`';
  if (!expected || !isRecorded(expected))
    return `${stop} ${recordedIn} does not record the font files the baselines were made with; renew them on a machine with ${FONT_PACKAGES.join(', ')} (\`npm run test:visual -- --update\`).`;
  const differing = Object.keys(FONT_STACKS).flatMap((id) =>
    Object.keys(STYLES)
      .filter((style) => {
        const [want, have] = [expected[id]?.[style], found[id]?.[style]];
        return !want || !have || want.file !== have.file || want.version !== have.version;
      })
      .map((style) => ({ id, style })),
  );
  if (differing.length === 0) return null;
  const owners = await system.packagesOf(differing.map(({ id, style }) => found[id][style].file));
  const installed = new Map();
  const install = new Set();
  const remove = new Set();
  const strayFiles = new Set();
  const pinned = new Set();
  for (const { id, style } of differing) {
    const want = expected[id]?.[style] ?? { family: '?', file: '?', version: '?' };
    const have = { ...found[id][style], package: owners.get(found[id][style].file) };
    if (want.package && !installed.has(want.package))
      installed.set(want.package, await system.isInstalled(want.package));
    if (want.package && !installed.get(want.package)) install.add(want.package);
    else if (have.package && have.package !== want.package) remove.add(have.package);
    else if (!have.package && have.file !== want.file) strayFiles.add(have.file);
    else
      pinned.add(
        want.version === have.version
          ? `${want.package ?? 'the package'} in the version that has ${want.file}`
          : `${want.package ?? want.file} at the font version ${want.version} (this one is ${have.version})`,
      );
  }
  const advice = [
    ...(install.size > 0
      ? [`install ${[...install].join(' ')} (apt-get install -y ${[...install].join(' ')})`]
      : []),
    ...(remove.size > 0
      ? [`remove ${[...remove].join(' ')} (apt-get remove -y ${[...remove].join(' ')})`]
      : []),
    ...(strayFiles.size > 0
      ? [
          `remove ${[...strayFiles].join(', ')} (no Debian package owns ${strayFiles.size > 1 ? 'them' : 'it'})`,
        ]
      : []),
    ...[...pinned].map((what) => `install ${what}`),
  ];
  const [{ id, style }] = differing;
  const first = { ...found[id][style], package: owners.get(found[id][style].file) };
  const was = expected[id]?.uses;
  const named = was && was !== found[id].uses ? ` for "${was}"` : '';
  const more =
    differing.length > 1
      ? ` ${differing.length - 1} more differ (${differing
          .slice(1)
          .map((face) => `${face.id} ${face.style}`)
          .join(', ')}).`
      : '';
  return (
    `${stop} the ${id} font "${found[id].uses}" (${style}) resolves to ${describeFile(first)}; ` +
    `the baselines were made with ${describeFile(expected[id]?.[style] ?? first)}${named}.${more} ` +
    `To run them, ${advice.join(' and ')}, ${renew}.`
  );
}

/**
 * The fonts in a line: "DejaVu Sans 2.37: /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf,
 * DejaVuSans-Bold.ttf, DejaVuSans-Oblique.ttf; …".
 * @param {ResolvedFonts | undefined} fonts
 */
export function fontsSummary(fonts) {
  if (!isRecorded(fonts)) return 'unrecorded fonts';
  const groups = new Map();
  for (const stack of Object.values(fonts)) {
    for (const style of Object.keys(STYLES)) {
      const font = stack[style];
      const key = `${font.family} ${font.version}: ${dirname(font.file)}/`;
      const files = groups.get(key) ?? new Set();
      files.add(basename(font.file));
      groups.set(key, files);
    }
  }
  return [...groups].map(([key, files]) => `${key}${[...files].join(', ')}`).join('; ');
}

/** The Chromium at `executablePath`: Debian's package version, else what `--version` says. */
export async function chromiumVersion(executablePath) {
  let path = executablePath;
  try {
    path = realpathSync(executablePath);
  } catch {
    // Not there: launching it will say so.
  }
  const version = /(\d+\.\d+\.\d+\.\d+)/;
  if (path === '/usr/bin/chromium' || path.startsWith('/usr/lib/chromium/')) {
    // 0.03 s, where `chromium --version` takes half a second of CPU.
    try {
      const found = version.exec(
        await runCommand('dpkg-query', ['-W', '-f=${Version}', 'chromium']),
      );
      if (found) return `Chromium ${found[1]}`;
    } catch {
      // Not from a Debian package.
    }
  }
  try {
    const found = version.exec(await runCommand(executablePath, ['--version']));
    if (found) return `Chromium ${found[1]}`;
  } catch {
    // Said below.
  }
  return 'an unknown Chromium';
}

/**
 * What a visual run draws with: the Chromium version and the font files of each stack (about
 * 0.2 s of CPU: three processes from Node, nine fc-match from one shell).
 * @param {string} executablePath
 * @param {FontSystem} [system]
 */
export async function visualEnvironment(executablePath, system = fontSystem) {
  const [chromium, fonts] = await Promise.all([
    chromiumVersion(executablePath),
    resolveFonts(system),
  ]);
  return { chromium, fonts };
}

function isDebianRoot() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/etc/debian_version');
}

/** The font packages that dpkg does not list as installed (all of them off Debian). */
export function missingFontPackages() {
  if (!existsSync('/etc/debian_version')) return [];
  return FONT_PACKAGES.filter((name) => {
    try {
      const status = execFileSync('dpkg-query', ['-W', '-f=${Status}', name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return !status.includes('install ok installed');
    } catch {
      return true;
    }
  });
}

/**
 * A digest of every installed font file (and version) and of the Chromium, for turbo: the
 * visual suites' tasks list VISUAL_ENVIRONMENT among their inputs (turbo.json), so that a font
 * added or upgraded on the machine reruns them instead of replaying a cached pass.
 */
export function environmentDigest() {
  const read = (command, args) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return '';
    }
  };
  const fonts = read('fc-list', ['--format', '%{file}|%{fontversion}\n']).split('\n').sort();
  const chromium = read('dpkg-query', ['-W', '-f=${Version}', 'chromium']);
  return createHash('sha256')
    .update(`${process.env.CHROMIUM_PATH ?? ''}\n${chromium}\n${fonts.join('\n')}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * Installs the missing font packages with apt-get when running as root on Debian, and sets
 * VISUAL_ENVIRONMENT (environmentDigest) for the runs started after it.
 */
export function ensureFonts() {
  const missing = missingFontPackages();
  if (missing.length > 0 && isDebianRoot()) {
    console.log(`Visual tests need fonts: installing ${missing.join(' ')} with apt-get...`);
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
    } catch {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
    }
  }
  process.env.VISUAL_ENVIRONMENT = environmentDigest();
  return missing.length > 0 && isDebianRoot() ? missingFontPackages() : missing;
}
