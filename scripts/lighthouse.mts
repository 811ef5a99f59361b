// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the built site served by
// the core service, beside an empty Next.js page (tests/fixtures/bare-next, the floor) served the
// same way in the same run. Prints the medians per page and each page's TBT and LCP as a ratio to
// the floor's, and fails when a page misses the bars of DESIGN.md §7. Every route but /downloads,
// which leaves for a store or the home page (`unmeasurable` below), in en, ar, ja and hi by default.
//
//   npm run lighthouse -- [--routes home,faq | /,/FAQ] [--locales en,ar] [--runs 3] [--json FILE]
//                         [--save DIR] [--bars perf,lcp,cls,tbt,scores] [--scored-only]
//                         [--floor-every 4]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type RunnerResult } from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { withLocale } from '../lib/i18n/paths';
import { chromiumFlags, chromiumPath } from '../tests/helpers/chromium';
import { seedPglite } from '../tests/helpers/pglite-seed';
import { freePort } from '../tests/helpers/ports';
import { tempFolder } from '../tests/helpers/temp';
import { bareNextOut } from './bare-next';
import { isLocale } from '../lib/i18n/locales';
import { routes, type RouteKey } from '../lib/routes';

/** The bars of DESIGN.md §7. */
export const bars = {
  performance: 95,
  lcpMs: 2000,
  cls: 0.02,
  tbtRatio: 1.5,
  /** SEO, accessibility and best practices. */
  otherScores: 100,
} as const;

const root = process.cwd();

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    locales: { type: 'string', default: 'en,ar,ja,hi' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    /** A folder to keep every run's full Lighthouse report in (to study a page's trace). */
    save: { type: 'string' },
    /** Which bars decide the exit code (all by default): perf, lcp, cls, tbt, scores. */
    bars: { type: 'string', default: 'perf,lcp,cls,tbt,scores' },
    /** Only the audits a score counts (and the request list, for JS KiB): no diagnostics. */
    'scored-only': { type: 'boolean', default: false },
    /**
     * How many pages are measured between two runs of the floor. Each run of a page is read against
     * the floor's run nearest in time: this machine's speed drifts within minutes (Lighthouse's CPU
     * index 1,856 for the floor at the start of one 9.5-minute run, 923–1,340 for most pages after).
     */
    'floor-every': { type: 'string', default: '4' },
  },
});

/**
 * /downloads sends a visitor with script to the Play store, the App Store or the home page 500 ms
 * after its islands run (SPEC.md §2), and Lighthouse's phone is an Android one: its navigation ends
 * on another document ("mainDocumentRequest not found" three times), so the sweep leaves it out.
 */
const unmeasurable = new Set<string>([routes.downloads]);

function pickRoutes(list: string | undefined): string[] {
  if (!list) return Object.values(routes).filter((path) => !unmeasurable.has(path));
  return list.split(',').map((item) => {
    const path = item.startsWith('/') ? item : routes[item as RouteKey];
    if (!path || !Object.values(routes).includes(path as never)) {
      console.error(`lighthouse: unknown route "${item}" (a key or path of lib/routes.ts)`);
      process.exit(2);
    }
    if (unmeasurable.has(path)) {
      console.error(
        `lighthouse: ${path} leaves for an app store or the home page 500 ms after its scripts run`,
      );
      process.exit(2);
    }
    return path;
  });
}

const pagePaths = pickRoutes(values.routes);
const locales = values.locales.split(',').map((locale) => {
  if (isLocale(locale)) return locale;
  console.error(`lighthouse: unknown language "${locale}"`);
  process.exit(2);
});
const runs = Number(values.runs);
const floorEvery = Number(values['floor-every']);
for (const [option, value] of [
  ['runs', runs],
  ['floor-every', floorEvery],
] as const)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`lighthouse: --${option} takes a whole number ≥ 1`);
    process.exit(2);
  }
if (!fs.existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('lighthouse: no build in out/; run `npm run build` first');
  process.exit(1);
}
if (!fs.existsSync(chromiumPath)) {
  console.error(
    `lighthouse: Chromium not found at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
  process.exit(1);
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in 30 s`);
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
const temp = tempFolder('orvyn-lighthouse-');
/**
 * Stops Chromium and the services and waits until they are gone: Chromium writes its profile as it
 * shuts down, and a folder removed meanwhile was left behind half-removed.
 */
function stopChildren() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  return Promise.all(
    running.map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** The core service serving one static folder, as visitors get it (compression, cache, CSP). */
async function serve(siteDir: string, name: string): Promise<string> {
  const port = await freePort();
  const dataDir = path.join(temp, name);
  seedPglite(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'service', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/healthz`, child);
  return origin;
}

const [site, floorOrigin] = await Promise.all([
  serve(path.join(root, 'out'), 'site'),
  serve(bareNextOut(), 'floor'),
]);

// One Chromium for every run, started with this machine's flags (see README).
const debugPort = await freePort();
const browser = spawn(
  chromiumPath,
  [
    ...chromiumFlags,
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${path.join(temp, 'chromium')}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
children.push(browser);
await waitFor(`http://127.0.0.1:${debugPort}/json/version`, browser);

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
  /** Lighthouse's benchmark of the machine's CPU during the run (higher is faster). */
  cpu: number;
  /** When the run ended (ms since the epoch). */
  at: number;
}

/**
 * The performance audits no score counts: the diagnostics and insights (weight 0 in the
 * performance category, in no other category), minus the request list the JS column reads.
 * Skipping them skips the gatherers only they need (script coverage, CSS usage, the back/forward
 * cache probe…): the same scores and metrics, about 1.5 s less per page on this machine.
 */
function unscoredAudits(): string[] {
  const categories = defaultConfig.categories ?? {};
  const scoredElsewhere = new Set(
    Object.entries(categories)
      .filter(([name]) => name !== 'performance')
      .flatMap(([, category]) => category.auditRefs.map((ref) => ref.id)),
  );
  return (categories.performance?.auditRefs ?? [])
    .filter((ref) => !ref.weight && ref.id !== 'network-requests' && !scoredElsewhere.has(ref.id))
    .map((ref) => ref.id);
}
const skipAudits = values['scored-only'] ? unscoredAudits() : undefined;

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Why a run has no performance score: its trace failed as a whole (NO_NAVSTART, NO_FCP) or one of
 * the metrics could not be read from it (seen once on the floor in a fresh clone: every metric
 * NaN, performance 0). Undefined for a complete run.
 */
function incomplete(lhr: RunnerResult['lhr']): string | undefined {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  if (lhr.categories.performance?.score != null) return undefined;
  const failed = Object.values(lhr.audits).find((a) => a.scoreDisplayMode === 'error');
  return failed ? `${failed.id}: ${failed.errorMessage ?? 'error'}` : 'no performance score';
}

/** Lighthouse's own trace recording fails now and then: up to 3 tries. */
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableFullPageScreenshot: true,
      skipAudits,
    });
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const why = incomplete(result.lhr);
    if (!why || attempt === 3) return result;
    console.warn(`lighthouse: ${url}: ${why}, measuring again`);
  }
}

async function measure(url: string, name: string): Promise<Sample> {
  const { lhr } = await audit(url);
  if (values.save) {
    fs.mkdirSync(values.save, { recursive: true });
    const file = `${name.replace(/^\//, '').replace(/\//g, '_') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(values.save, file), JSON.stringify(lhr));
  }
  const why = incomplete(lhr);
  if (why) throw new Error(`${url}: no complete run in 3 tries (${why})`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const js = (requests ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: js / 1024,
    cpu: lhr.environment.benchmarkIndex,
    at: Date.now(),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function medians(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0]!) as (keyof Sample)[];
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as unknown as Sample;
}

const pages = locales.flatMap((locale) => pagePaths.map((p) => withLocale(locale, p)));
const samples = new Map<string, Sample[]>([
  ['floor', []],
  ...pages.map((p) => [p, []] as [string, Sample[]]),
]);
const started = Date.now();
const floorUrl = `${floorOrigin}/`;
// A round measures the floor, then `floorEvery` pages, then the floor again…: each page's run has a
// run of the floor a few minutes away at most, which its ratios are read against (ratios below).
async function round(names: string[], label: string) {
  for (const [i, name] of names.entries())
    for (const which of i % floorEvery === 0 ? ['floor', name] : [name]) {
      samples.get(which)!.push(await measure(which === 'floor' ? floorUrl : site + which, which));
      process.stdout.write(`\rlighthouse: ${label}, ${which.padEnd(40)}`);
    }
}

const ratio = (value: number, floor: number) => (floor > 0 ? value / floor : value > 0 ? Infinity : 1);
/** The floor's run nearest in time to a page's run. */
function nearestFloor(sample: Sample): Sample {
  const floors = samples.get('floor')!;
  return floors.reduce((best, f) => (Math.abs(f.at - sample.at) < Math.abs(best.at - sample.at) ? f : best));
}
/** A page's TBT and LCP against the floor: the median of each run's ratio to the nearest floor run. */
function ratios(list: Sample[]) {
  return {
    tbt: median(list.map((s) => ratio(s.tbt, nearestFloor(s).tbt))),
    lcp: median(list.map((s) => ratio(s.lcp, nearestFloor(s).lcp))),
  };
}
for (let run = 1; run <= runs; run++) await round(pages, `run ${run}/${runs}`);

const barNames = ['perf', 'lcp', 'cls', 'tbt', 'scores'] as const;
const enforced = new Set(values.bars.split(','));
for (const name of enforced)
  if (!barNames.includes(name as never)) {
    console.error(`lighthouse: unknown bar "${name}" (one of ${barNames.join(', ')})`);
    process.exit(2);
  }

/** What a page's runs miss of the enforced bars: their medians, their ratios to the floor. */
function missedBars(list: Sample[]): string[] {
  const m = medians(list);
  const tbtRatio = ratios(list).tbt;
  const missed: string[] = [];
  const check = (bar: (typeof barNames)[number], ok: boolean, text: string) => {
    if (enforced.has(bar) && !ok) missed.push(text);
  };
  check('perf', m.performance >= bars.performance, `perf ${m.performance}`);
  check('lcp', m.lcp <= bars.lcpMs, `LCP ${Math.round(m.lcp)} ms`);
  check('cls', m.cls <= bars.cls, `CLS ${m.cls.toFixed(3)}`);
  check('tbt', tbtRatio <= bars.tbtRatio, `TBT ${tbtRatio.toFixed(2)} × floor`);
  for (const key of ['seo', 'accessibility', 'bestPractices'] as const)
    check('scores', m[key] >= bars.otherScores, `${key} ${m[key]}`);
  return missed;
}

// A single run is noisy on a shared machine: a page that misses a bar is measured again (with the
// floor beside it) until it has the median of three runs, and that median decides.
for (let extra = 1; ; extra++) {
  const doubtful = pages.filter((p) => samples.get(p)!.length < 3 && missedBars(samples.get(p)!).length > 0);
  if (doubtful.length === 0) break;
  await round(doubtful, `measuring ${doubtful.length} page(s) again (${extra})`);
}
process.stdout.write('\n');

const header = [
  'page',
  'runs',
  'perf',
  'LCP',
  '×floor',
  'FCP',
  'TBT',
  '×floor',
  'CLS',
  'SEO',
  'a11y',
  'BP',
  'JS KiB',
  'CPU',
  '',
];
const rows: string[][] = [header];
const failures: string[] = [];
const ms = (v: number) => `${Math.round(v)} ms`;
for (const [name, list] of samples) {
  const m = medians(list);
  const against = name === 'floor' ? { tbt: 1, lcp: 1 } : ratios(list);
  const missed = name === 'floor' ? [] : missedBars(list);
  if (missed.length) failures.push(`${name}: ${missed.join(', ')}`);
  rows.push([
    name === 'floor' ? 'empty Next.js page (floor)' : name,
    String(list.length),
    String(m.performance),
    ms(m.lcp),
    against.lcp.toFixed(2),
    ms(m.fcp),
    ms(m.tbt),
    against.tbt.toFixed(2),
    m.cls.toFixed(3),
    String(m.seo),
    String(m.accessibility),
    String(m.bestPractices),
    m.jsKiB.toFixed(0),
    m.cpu.toFixed(0),
    missed.length ? 'MISSED' : name === 'floor' ? '' : 'ok',
  ]);
}

const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(
  `Lighthouse mobile, medians of ${runs} run${runs > 1 ? 's' : ''} (3 for a page that missed a bar), ` +
    `${pages.length} pages, ` +
    `${((Date.now() - started) / 60000).toFixed(1)} min`,
);
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
const cpus = [...samples.values()].flat().map((s) => s.cpu);
console.log(
  `CPU: Lighthouse's benchmark index of this machine, ${Math.round(Math.min(...cpus))}–` +
    `${Math.round(Math.max(...cpus))} over the run (it warns below 1,000): how much CPU the runs got`,
);
if (values.json)
  fs.writeFileSync(
    values.json,
    JSON.stringify(
      Object.fromEntries(
        [...samples].map(([name, list]) => {
          const against = name === 'floor' ? {} : { tbtRatio: ratios(list).tbt, lcpRatio: ratios(list).lcp };
          return [name, { ...medians(list), at: undefined, ...against }];
        }),
      ),
      null,
      2,
    ),
  );
console.log(
  `bars: perf ≥ ${bars.performance}, LCP ≤ ${bars.lcpMs} ms, CLS ≤ ${bars.cls}, TBT ≤ ${bars.tbtRatio} × floor, ` +
    `SEO, accessibility, best practices ${bars.otherScores}; enforced here: ${[...enforced].join(', ')}`,
);
await stopChildren();
if (failures.length) {
  console.error(`lighthouse: ${failures.length} page(s) missed a bar:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`lighthouse: every page meets the enforced bars (${[...enforced].join(', ')})`);
process.exit(0);
