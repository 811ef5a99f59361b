import type { Page } from '@playwright/test';
import {
  COMPILE_HINT,
  FONT_LIST_ID,
  FONTS_ATTRIBUTE,
  FONTS_CACHED,
  FONTS_ON,
  PAINTED_CLASS,
  SCRIPT_LIST_ID,
} from '@/lib/after-paint';
import { familyOf, publicFolder, scriptFonts } from '@/lib/fonts';
import { expect, test } from './fixtures';

/** The files of the script font a page lists for the loader. */
const listedFonts = (page: Page) =>
  page.evaluate(
    (id) =>
      (
        JSON.parse(document.getElementById(id)?.textContent ?? '{"files":[]}') as { files: [string][] }
      ).files.map(([url]) => url),
    FONT_LIST_ID,
  );

/**
 * The first paint waits for nothing but the HTML, its inline CSS and Manrope (lib/after-paint.ts):
 * the page's scripts and its script font's files start once the browser has painted, and a page
 * without JavaScript gets its script font at once.
 */
for (const path of ['/', '/ar', '/ja/FAQ']) {
  test(`${path} paints before any script or script font is requested, and fetches the font after the scripts, each script marked for V8 to compile off the main thread`, async ({
    page,
  }) => {
    const unhinted: Promise<string | null>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js'))
        unhinted.push(response.text().then((code) => (code.startsWith(COMPILE_HINT) ? null : pathname)));
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const { paint, requests, pageScripts } = await page.evaluate(
      (id) => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        requests: performance.getEntriesByType('resource').map((entry) => ({
          url: new URL(entry.name).pathname,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
        pageScripts: JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[],
      }),
      SCRIPT_LIST_ID,
    );
    const scripts = requests.filter((r) => pageScripts.includes(r.url));
    expect(new Set(scripts.map((r) => r.url)).size).toBe(pageScripts.length);
    const listed = await listedFonts(page);
    const fonts = requests.filter((r) => listed.includes(r.url));
    if (scriptFonts[path.split('/')[1] as keyof typeof scriptFonts]) expect(fonts.length).toBeGreaterThan(0);
    expect([...scripts, ...fonts].filter((r) => r.start < paint).map((r) => r.url)).toEqual([]);
    // On a slow connection the page's scripts get it to themselves; the font is for reading later.
    const scriptsIn = Math.max(...scripts.map((r) => r.end));
    expect(fonts.filter((r) => r.start < scriptsIn).map((r) => r.url)).toEqual([]);
    // COMPILE_HINT (scripts/build.ts writes it at the top of every chunk).
    expect(unhinted.length).toBeGreaterThanOrEqual(pageScripts.length);
    expect((await Promise.all(unhinted)).filter(Boolean)).toEqual([]);
  });
}

for (const path of ['/ar', '/ja/FAQ'])
  test(`${path} keeps the device's face on a first visit and uses its script font from the cache on the next`, async ({
    page,
  }) => {
    const family = familyOf(scriptFonts[path.split('/')[1] as keyof typeof scriptFonts]!);
    // Records, at the moment the class that names the font appears, whether its glyphs are there
    // (so the page is laid out again once, with them, not once before they arrive and once after).
    await page.addInitScript(
      ({ painted, family }) => {
        const seen: boolean[] = [];
        (window as unknown as { seenPainted: boolean[] }).seenPainted = seen;
        new MutationObserver(() => {
          if (document.documentElement.classList.contains(painted) && seen.length === 0)
            seen.push(
              [...document.fonts].some(
                (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
              ),
            );
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
      },
      { painted: PAINTED_CLASS, family },
    );
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const html = page.locator('html');

    // A new context has an empty cache: the files come over the network, so this page stays in
    // the device's face (no relayout under the reader's eyes) and the files wait for the next page.
    await page.goto(path);
    await expect(html).toHaveAttribute(FONTS_ATTRIBUTE, FONTS_CACHED);
    await expect(html).not.toHaveClass(new RegExp(`\\b${PAINTED_CLASS}\\b`));
    expect(await bodyFont()).not.toContain(family);
    const listed = await listedFonts(page);
    expect(listed.length).toBeGreaterThan(0);
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(listed.filter((url) => !fetched.includes(url))).toEqual([]);

    // The next page finds them in the cache and turns the font on once they are added.
    await page.reload();
    await expect(html).toHaveAttribute(FONTS_ATTRIBUTE, FONTS_ON);
    await expect(html).toHaveClass(new RegExp(`\\b${PAINTED_CLASS}\\b`));
    expect(await bodyFont()).toContain(family);
    expect(await page.evaluate(() => (window as unknown as { seenPainted: boolean[] }).seenPainted)).toEqual([
      true,
    ]);
  });

// Not every phone has an Ethiopic face: an Amharic page turns its font on at its first visit.
test('/am turns its script font on at the first visit, once its file is in', async ({ page }) => {
  await page.goto('/am');
  await expect(page.locator('html')).toHaveAttribute(FONTS_ATTRIBUTE, FONTS_ON);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
    familyOf(scriptFonts.am!),
  );
});

type TraceEvent = {
  name: string;
  ts: number;
  args?: { data?: { reason?: string; frame?: string }; beginData?: { frame?: string } };
};

/**
 * How often `load` has the page lay its text out again, after its first layout, because its fonts
 * changed (Chromium's trace names the reason: "Fonts changed"). The trace is the whole browser's:
 * only the page's own frame counts, not a page of Chromium's own that loads a font meanwhile.
 */
async function fontRelayouts(page: Page, load: () => Promise<unknown>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const frame = frameTree.frame.id;
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'],
    },
    transferMode: 'ReportEvents',
  });
  await load();
  const ended = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await ended;
  await cdp.detach();
  const isMark = (e: TraceEvent) =>
    e.name === 'LayoutInvalidationTracking' && e.args?.data?.reason === 'Fonts changed';
  const ofPage = events
    .filter(
      (e) => (isMark(e) ? e.args?.data?.frame : e.name === 'Layout' && e.args?.beginData?.frame) === frame,
    )
    .sort((a, b) => a.ts - b.ts);
  // Marks before the first layout change nothing already drawn.
  let laidOut = false;
  let pending = false;
  let passes = 0;
  for (const e of ofPage) {
    if (isMark(e)) pending = true;
    else {
      if (pending && laidOut) passes++;
      laidOut = true;
      pending = false;
    }
  }
  return passes;
}

// What a visitor on a slow phone would feel as a stall: the text laid out again as each file of
// the font arrives. A CJK page lists dozens of slices, and they must bring one layout for fonts,
// not one each; on a first visit, none.
test('/ja/FAQ lays its text out again once for its script font, not once per file', async ({ page }) => {
  // Manrope's arrival (a file of its own, on demand) may lay the text out once on either visit.
  expect(await fontRelayouts(page, () => page.goto('/ja/FAQ'))).toBeLessThanOrEqual(1);
  expect(await fontRelayouts(page, () => page.reload())).toBeLessThanOrEqual(2);
  const slices = await page.evaluate(
    () => [...document.fonts].filter((face) => face.status === 'loaded').length,
  );
  expect(slices).toBeGreaterThan(10);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const code of ['ar', 'ja'] as const)
    test(`a page in ${code} draws its text in its own font at once`, async ({ page }) => {
      const script = scriptFonts[code]!;
      await page.goto(`/${code}`);
      await page.evaluate(() => document.fonts.ready);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family).toContain(familyOf(script));
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      // Arabic's one file is cut to the language's characters (scripts/build.ts); a CJK family's
      // linked stylesheet declares its whole slices.
      const folder = script.linked ? `/fonts/${publicFolder(script.pkg)}/` : `/fonts/subsets/${code}-`;
      expect(fetched.some((url) => url.startsWith(folder))).toBe(true);
      const drawn = await page.evaluate(
        (family) =>
          [...document.fonts].some(
            (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
          ),
        familyOf(script),
      );
      expect(drawn).toBe(true);
    });
});
