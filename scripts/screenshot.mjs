#!/usr/bin/env node
// Takes screenshots of pages in Debian's Chromium, to look at what we built:
//   node scripts/screenshot.mjs --out /tmp/shots --widths 375,1280 http://localhost:3000/ http://bdsm.localhost:3000/members
// Options: --cookie name=value (repeatable), --full (full page). Prints the PNG paths.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const args = process.argv.slice(2);
let out = '/tmp/shots';
let widths = [375, 1280];
let full = false;
const cookies = [];
const urls = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (arg === '--out') out = args[++i];
  else if (arg === '--widths') widths = args[++i].split(',').map(Number);
  else if (arg === '--cookie') cookies.push(args[++i]);
  else if (arg === '--full') full = true;
  else urls.push(arg);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: await findChromium(), args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
for (const url of urls) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
    if (cookies.length) {
      await context.addCookies(cookies.map((cookie) => {
        const [name, ...rest] = cookie.split('=');
        return { name, value: rest.join('='), url };
      }));
    }
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && console.error(`console error on ${url}: ${message.text()}`));
    await page.goto(url, { waitUntil: 'networkidle' });
    const name = `${url.replace(/^https?:\/\//, '').replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: full });
    console.log(join(out, name));
    await context.close();
  }
}
await browser.close();
