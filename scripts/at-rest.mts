// `npm run at-rest`: what a page costs a phone's main thread while the visitor only reads it, after
// its load (README, After load). For each page: Chromium at 4× CPU throttling (Lighthouse's mobile
// factor), the page loaded and left 3 s, then the main thread's busy time (DevTools'
// TaskDuration) over 4 s, 2 s after each scroll, at the top, in the middle and at the bottom of the page, in ms per second.
//
//   npm start                                          (the site on http://127.0.0.1:8080)
//   npm run at-rest -- [--origin URL] [--routes /,/about-us] [--locales en,ar]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { localeList, isLocale } from '../lib/i18n/locales';
import { withLocale } from '../lib/i18n/paths';
import { routes } from '../lib/routes';
import { chromiumPath, playwrightChromiumFlags } from '../tests/helpers/chromium';
import { asReturningVisitor } from '../tests/helpers/returning-visitor';

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:8080' },
    routes: { type: 'string', default: Object.values(routes).join(',') },
    locales: { type: 'string', default: 'en' },
  },
});
const locales = values.locales.split(',').filter(isLocale);
if (locales.length === 0)
  throw new Error(`No known locale in --locales (${localeList.map((l) => l.code).join(', ')})`);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: playwrightChromiumFlags,
});
const places = { top: 0, middle: 0.5, bottom: 1 };
console.log(
  `page${' '.repeat(30)}${Object.keys(places)
    .map((p) => p.padStart(8))
    .join('')}   (main thread, ms/s at 4×)`,
);
for (const locale of locales)
  for (const route of values.routes.split(',')) {
    const url = withLocale(locale, route);
    // A returning visitor: the first visit's popups and banners are behind them.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto(values.origin + url);
    await page.waitForTimeout(3000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const busy = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
    const cells: string[] = [];
    for (const share of Object.values(places)) {
      await page.evaluate((s) => window.scrollTo(0, s * (document.body.scrollHeight - innerHeight)), share);
      // What the scroll itself brings settles first: sections laid out, the scroll button, a
      // carousel's glide under way (1.5 s).
      await page.waitForTimeout(2000);
      const before = await busy();
      await page.waitForTimeout(4000);
      cells.push((((await busy()) - before) * 250).toFixed(0).padStart(8));
    }
    console.log(`${url.padEnd(34)}${cells.join('')}`);
    await context.close();
  }
await browser.close();
