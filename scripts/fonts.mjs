// The fonts screenshots are made with. The theme's stacks are system fonts, so text renders with
// whatever the machine has: the visual baselines hold only where these Debian packages (and no
// font that a stack names earlier) are installed. `npm test` and `.ci/run` install them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium.mjs';

/** Debian packages the baselines are made with (DejaVu and Liberation, regular/bold/italic). */
export const FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation'];

// The theme's three stacks (packages/ui/src/theme/tokens.ts) as Chromium resolves them with
// exactly those packages: system-ui is fontconfig's sans (DejaVu Sans); "Times New Roman" and
// "Liberation Mono" are the first names in the heading and mono stacks that exist.
const STACKS = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};
export const EXPECTED_FONTS = {
  body: 'DejaVuSans DejaVuSans-Bold DejaVuSans-Oblique',
  heading: 'LiberationSerif LiberationSerif-Bold LiberationSerif-Italic',
  mono: 'LiberationMono LiberationMono-Bold LiberationMono-Italic',
};

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

/** Installs the missing font packages with apt-get when running as root on Debian. */
export function ensureFonts() {
  const missing = missingFontPackages();
  if (missing.length === 0 || !isDebianRoot()) return missing;
  console.log(`Visual tests need fonts: installing ${missing.join(' ')} with apt-get...`);
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
  }
  return missingFontPackages();
}

/**
 * Which fonts Chromium really draws each theme stack with (regular, bold, italic), read from the
 * DevTools protocol, and its version. Asking Chromium rather than fontconfig catches an extra
 * font that a stack names first (Roboto, say) as surely as a missing one.
 */
export async function probeChromium(executablePath) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const sample = 'Studio 0123 <b>bold</b> <i>italic</i>';
    await page.setContent(
      Object.entries(STACKS)
        .map(([id, stack]) => `<p id="${id}" style='font-family:${stack}'>${sample}</p>`)
        .join(''),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const fonts = {};
    for (const id of Object.keys(STACKS)) {
      const names = new Set();
      for (const selector of [`#${id}`, `#${id} b`, `#${id} i`]) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const font of used) names.add(font.postScriptName || font.familyName);
      }
      fonts[id] = [...names].sort().join(' ');
    }
    return { chromium: `Chromium ${browser.version()}`, fonts };
  } finally {
    await browser.close();
  }
}

/**
 * One line saying what is wrong with the fonts, or null when Chromium draws every stack with
 * the fonts the baselines were made with.
 */
export function fontProblem(fonts) {
  const wrong = Object.entries(EXPECTED_FONTS).filter(([id, expected]) => fonts[id] !== expected);
  if (wrong.length === 0) return null;
  const missing = missingFontPackages();
  const detail = wrong
    .map(([id, expected]) => `${id} text renders in "${fonts[id]}", baselines use "${expected}"`)
    .join('; ');
  return (
    `Visual tests cannot run: the fonts differ from the baselines' (${detail}). ` +
    (missing.length > 0
      ? `Install the missing Debian packages: apt-get install -y ${missing.join(' ')}.`
      : `Install exactly ${FONT_PACKAGES.join(', ')} and remove fonts the theme stacks name first.`)
  );
}
