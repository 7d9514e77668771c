// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// When neither exists and we are root on Debian, installs it with apt-get; otherwise explains how.
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isDebian = existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log('Chromium not found: installing Debian package chromium with apt-get...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Chromium not found: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

function safeRead(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
