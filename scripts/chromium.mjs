// Finds the Chromium builds the tests use, or gets them. Two builds of the same Chromium (Debian's packages):
// - the headless shell (`chromium-headless-shell`, Chromium's "old headless" without the browser's own UI) drives
//   every story, screenshot and end-to-end test: the same Blink and V8, at well under half the CPU a page load costs
//   the full browser (which loads its toolbar and omnibox pages as WebUI for every window it opens);
// - the full browser (`chromium`) for what only it has: notification permissions and web push (tests/e2e
//   notifications), Lighthouse, and the screenshot script.
// When one is missing: Debian's packages through apt-get (as root), or else Playwright's download.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const FULL_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const SHELL_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/**
 * Flags for Chromium in a container: no sandbox (root), no GPU, no /dev/shm, no background traffic; and for the full
 * browser, no omnibox popup pages preloaded as WebUI for each window (as much CPU again as the page under test).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

async function playwrightBrowser(kind) {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    if (!path) return null;
    // Playwright keeps its headless shell beside its browser: chromium_headless_shell-<rev>/… next to chromium-<rev>/….
    const candidate = kind === 'shell' ? path.replace(/chromium-(\d+)\/chrome-linux\/chrome$/, 'chromium_headless_shell-$1/chrome-linux/headless_shell') : path;
    return existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

/** The full browser: CHROME_PATH, Debian's chromium, Playwright's. */
export async function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const candidate of FULL_CANDIDATES) if (existsSync(candidate)) return candidate;
  return playwrightBrowser('full');
}

/** The build the browser tests run in: CHROME_TEST_PATH, the headless shell, or else the full browser. */
export async function findTestChromium() {
  if (process.env.CHROME_TEST_PATH && existsSync(process.env.CHROME_TEST_PATH)) return process.env.CHROME_TEST_PATH;
  for (const candidate of SHELL_CANDIDATES) if (existsSync(candidate)) return candidate;
  return (await playwrightBrowser('shell')) ?? findChromium();
}

/** Both builds, installed first when missing. Resolves with `{ full, shell }` (the same path when only one exists). */
export async function ensureChromium(log = console.log) {
  const shellInstalled = async () => SHELL_CANDIDATES.some((candidate) => existsSync(candidate)) || (await playwrightBrowser('shell')) !== null || Boolean(process.env.CHROME_TEST_PATH);
  if (!(await findChromium()) || !(await shellInstalled())) {
    if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
      log('Installing Debian\'s chromium and chromium-headless-shell with apt-get (about a minute)…');
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } else {
      log('Downloading Playwright\'s Chromium and headless shell (npx playwright-core install chromium)…');
      execFileSync('npx', ['playwright-core', 'install', 'chromium'], { stdio: 'inherit' });
    }
  }
  const full = await findChromium();
  if (!full) throw new Error('Could not find or install Chromium; set CHROME_PATH to a Chromium binary.');
  return { full, shell: (await findTestChromium()) ?? full };
}
