// Finds a Chromium for the browser tests, or gets one: CHROME_PATH, Debian's chromium, Playwright's own browser;
// when none is there, Debian's package through apt-get (as root) or else Playwright's download.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for Chromium in a container: no sandbox (root), no GPU, no /dev/shm, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function playwrightBrowser() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export async function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const candidate of CANDIDATES) if (existsSync(candidate)) return candidate;
  return playwrightBrowser();
}

export async function ensureChromium(log = console.log) {
  const found = await findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('No Chromium found: installing Debian\'s chromium with apt-get (about a minute)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    log('No Chromium found: downloading Playwright\'s Chromium (npx playwright-core install chromium)…');
    execFileSync('npx', ['playwright-core', 'install', 'chromium'], { stdio: 'inherit' });
  }
  const installed = await findChromium();
  if (!installed) throw new Error('Could not find or install Chromium; set CHROME_PATH to a Chromium binary.');
  return installed;
}
