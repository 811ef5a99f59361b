// Prints, for every built page in English and Arabic, its compressed JavaScript (gzip -9 of the
// module scripts it loads) and its total first-load bytes (HTML + CSS + JS, compressed), beside
// the floor of DESIGN.md §7 (the same count for the empty page of tests/fixtures/bare-next), and
// fails when a page is over its budget:
// the home page and /about-us (the two pages with a carousel island) and the pages with a form
// island (react-hook-form; the checks and the phone input load when a field is used) ≤ 1.25 × the
// floor, every other page ≤ 1.1 × the floor.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageScripts } from '../lib/after-paint';
import { withLocale } from '../lib/i18n/paths';
import { routes } from '../lib/routes';
import { bareNextOut } from './bare-next';

const BUDGET = { home: 1.25, form: 1.25, other: 1.1 };
const formPages = new Set<string>(['requestDemo', 'contactUs', 'rewardsAndReferral', 'reportFraud']);
const carouselPages = new Set<string>(['home', 'aboutUs']);

const out = path.join(process.cwd(), 'out');
const gzipCache = new Map<string, number>();
const gz = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};
/** The compressed bytes of the module scripts an exported page loads (none would be a misread). */
const scriptBytes = (dir: string, html: string, page: string) => {
  const scripts = pageScripts(html);
  if (scripts.length === 0) throw new Error(`size: no script found in ${page}`);
  return scripts.reduce((sum, src) => sum + gz(path.join(dir, src)), 0);
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!fs.existsSync(path.join(out, 'index.html'))) {
  console.error('size: no build in out/; run `npm run build` first');
  process.exit(1);
}

const floorDir = bareNextOut();
const FLOOR = scriptBytes(floorDir, fs.readFileSync(path.join(floorDir, 'index.html'), 'utf8'), 'the floor');

let failed = false;
const rows: string[][] = [['page', 'JS (gzip)', '× floor', 'budget', 'first load', '']];
for (const locale of ['en', 'ar'] as const) {
  for (const [key, route] of Object.entries(routes)) {
    const url = withLocale(locale, route);
    const file = url === '/' ? 'index.html' : `${url.slice(1)}.html`;
    const html = fs.readFileSync(path.join(out, file), 'utf8');
    const styles = new Set(
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href as string),
    );
    const js = scriptBytes(out, html, url);
    const css = [...styles].reduce((sum, href) => sum + gz(path.join(out, href)), 0);
    const total = js + css + zlib.gzipSync(html, { level: 9 }).length;
    const budget = carouselPages.has(key) ? BUDGET.home : formPages.has(key) ? BUDGET.form : BUDGET.other;
    const ratio = js / FLOOR;
    const over = ratio > budget;
    failed ||= over;
    rows.push([url, kb(js), ratio.toFixed(2), `≤ ${budget}`, kb(total), over ? 'OVER BUDGET' : 'ok']);
  }
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(`floor: ${kb(FLOOR)} of JavaScript for the empty Next.js page of tests/fixtures/bare-next`);
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
if (failed) {
  console.error('size: a page is over its JavaScript budget');
  process.exit(1);
}
console.log('size: every page is within its budget');
