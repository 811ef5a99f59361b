import fs from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { FONTS_ATTRIBUTE, FONTS_CACHED } from '@/lib/after-paint';
import {
  publicFolder,
  codeFont,
  installedFamilies,
  installedFamily,
  latinSupplementSource,
  manrope,
  scriptFonts,
} from '@/lib/fonts';
import { localeList, type Locale } from '@/lib/i18n/locales';
import { loadMessages, messageEntries } from '@/lib/i18n/messages';
import { withLocale } from '@/lib/i18n/paths';
import { routes } from '@/lib/routes';
import { facesOfPage, textOfPage, undrawnClusters, type DeclaredFace } from '../helpers/glyphs';
import { expect, test } from './fixtures';
import { SiteHeader, exportFile, out, renderWholePage } from './pages';

/**
 * Every script renders with our fonts. Chromium names, through the DevTools protocol's
 * CSS.getPlatformFontsForNode, the fonts that drew each element's text: a glyph our fonts lack
 * shows there as a system font. This machine has the system fonts a phone has for each script
 * (Debian's Noto CJK and Noto core, .ci/run), so such a glyph is drawn, and named, by one of them
 * (without them it would be an empty box, which Chromium may name after our font).
 */

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * Family names inside our files, as Chromium reports them ("Manrope ExtraLight", "Noto Sans TC
 * Thin"), are the names the same families have when installed.
 */
const isNamed = (font: PlatformFont, family: string) =>
  font.familyName === family || font.familyName.startsWith(`${family} `);
const ours = (locale: Locale) => {
  const script = scriptFonts[locale];
  return [manrope, codeFont, latinSupplementSource, ...(script ? [script] : [])].map(installedFamily);
};

/**
 * Marks each element that holds visible text of its own, waits for the fonts its text needs,
 * and returns, per element, its text and the fonts that drew it. With `newCharactersOnly`, an
 * element is asked about only if it shows a character not yet seen in the same font settings
 * (family list, weight, style, language): the same character in the same settings is drawn by the
 * same font, so the answer covers every character of the page with far fewer questions.
 */
async function fontsOfText(page: Page, cdp: CDPSession, { scope = 'body', newCharactersOnly = false } = {}) {
  await renderWholePage(page);
  // Each marked element's text, in document order: the order DOM.querySelectorAll gives its nodes.
  const texts = await page.evaluate(
    async ({ selector, newOnly }) => {
      document.querySelectorAll('[data-font-probe]').forEach((el) => el.removeAttribute('data-font-probe'));
      const root = document.querySelector(selector)!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const elements = new Set<Element>();
      const seen = new Set<string>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? '';
        if (!parent || !text.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        if (newOnly) {
          const style = getComputedStyle(parent);
          const settings = [
            style.fontFamily,
            style.fontWeight,
            style.fontStyle,
            parent.closest('[lang]')?.getAttribute('lang'),
          ].join('|');
          const fresh = [...text.replace(/\s/g, '')]
            .map((char) => `${settings}|${char}`)
            .filter((key) => !seen.has(key));
          if (fresh.length === 0) continue;
          fresh.forEach((key) => seen.add(key));
        }
        elements.add(parent);
      }
      const marked = [...elements].sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      );
      marked.forEach((el) => el.setAttribute('data-font-probe', ''));
      document.body.getBoundingClientRect();
      await document.fonts.ready;
      return marked.map((el) =>
        el.outerHTML
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 60),
      );
    },
    { selector: scope, newOnly: newCharactersOnly },
  );
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  expect(nodeIds).toHaveLength(texts.length);
  return Promise.all(
    nodeIds.map(async (nodeId, i) => {
      const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) as {
        fonts: PlatformFont[];
      };
      return { text: texts[i]!, fonts };
    }),
  );
}

async function openCdp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

/**
 * Every character of every page in every language, and of every message the islands may show
 * (errors, toasts), has a glyph in the fonts the page declares: HarfBuzz shapes each grapheme
 * cluster as Chromium does (tests/helpers/glyphs.ts). The browser sweep below sees how the pages
 * draw; this sees all 24 routes of all 41 languages, in a few seconds without a browser.
 */
test('every page and message in every language has a glyph for each character in its fonts', async () => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  for (const { code } of localeList) {
    const texts = new Set<string>();
    const faces = new Map<string, DeclaredFace>();
    for (const route of [...Object.values(routes), '/404']) {
      const html = fs.readFileSync(exportFile(code, route), 'utf8');
      textOfPage(html).forEach((text) => texts.add(text));
      for (const face of facesOfPage(html, out)) faces.set(face.file, face);
    }
    for (const [, text] of messageEntries(loadMessages(code))) texts.add(text);
    for (const cluster of await undrawnClusters(texts, [...faces.values()], code))
      problems.push(
        `${code}: "${cluster}" (${[...cluster].map((c) => `U+${c.codePointAt(0)!.toString(16)}`).join(' ')})`,
      );
  }
  expect(problems).toEqual([]);
});

/**
 * The languages whose pages the browser reads for the fonts that drew their text: each with a
 * script font of its own, and one for each other way a page's text finds its font: Manrope's
 * Latin (en), its Cyrillic (ru), Greek (el) and Vietnamese (vi) files, and the Latin supplement's
 * tone marks (yo). The other Latin-script languages declare the same faces with the same rules.
 */
const drawnLocales = localeList.filter(
  ({ code }) => scriptFonts[code] || ['en', 'ru', 'el', 'vi', 'yo'].includes(code),
);

// The home page and /about-us hold most of the site's words; one test each, so two workers share them.
// A CJK page is drawn as a visitor with script sees it once the slices the loader of
// lib/after-paint.ts lists for its text are in the browser's cache. Any other page's script font
// is one file, cut to the language's characters, the same file whether its rule applies without
// script or the loader adds it, so the page is read without script, which spares the framework's
// start on most pages (the after-paint switch itself: tests/e2e/after-paint.spec.ts).
for (const route of [routes.home, routes.aboutUs])
  test(`${route} draws its text with our fonts in ${drawnLocales.length} languages, no glyph missing`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(3 * 60_000);
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const readers = {
      script: { page, cdp: await openCdp(page) },
      noScript: { page: noScript, cdp: await openCdp(noScript) },
    };
    const problems: string[] = [];
    for (const { code } of drawnLocales) {
      const allowed = ours(code);
      const url = withLocale(code, route);
      const reader = scriptFonts[code]?.linked ? readers.script : readers.noScript;
      await test.step(url, async () => {
        await reader.page.goto(url);
        // A first visit keeps the device's face while the files come (lib/after-paint.ts): the
        // next load of the page finds them in the cache and draws with them.
        if ((await reader.page.locator('html').getAttribute(FONTS_ATTRIBUTE)) === FONTS_CACHED)
          await reader.page.reload();
        const drawn = await fontsOfText(reader.page, reader.cdp, { newCharactersOnly: true });
        const used: PlatformFont[] = [];
        for (const { text, fonts } of drawn) {
          for (const font of fonts) {
            used.push(font);
            if (!font.isCustomFont || !allowed.some((family) => isNamed(font, family)))
              problems.push(`${url}: "${text}" has ${font.glyphCount} glyphs from ${font.familyName}`);
          }
        }
        // The language's own font draws its text (not only Manrope's Latin letters and digits).
        const script = scriptFonts[code];
        if (script)
          expect(
            used.some((font) => isNamed(font, installedFamily(script))),
            url,
          ).toBe(true);
      });
    }
    await noScript.context().close();
    expect(problems).toEqual([]);
  });

test('the language picker draws all 41 native names with our fonts', async ({ page }) => {
  const cdp = await openCdp(page);
  for (const home of ['/', '/ar']) {
    await page.goto(home);
    const header = new SiteHeader(
      page,
      home === '/ar' ? { language: 'اللغة', picker: 'اختر اللغة' } : undefined,
    );
    const picker = await header.openPicker();
    for (const { native } of localeList)
      await expect(picker.getByText(native, { exact: true }).first()).toBeVisible();
    await picker.evaluate((element) => element.setAttribute('data-font-scope', ''));
    const drawn = await fontsOfText(page, cdp, { scope: '[data-font-scope]' });
    const names = drawn.filter(({ text }) => localeList.some((l) => l.native === text));
    // Each name once at least ("English" is also the English name of English).
    expect([...new Set(names.map(({ text }) => text))].sort()).toEqual(
      localeList.map((l) => l.native).sort(),
    );
    const system = names.filter(({ fonts }) => fonts.some((font) => !font.isCustomFont));
    expect(system.map(({ text, fonts }) => `${text}: ${fonts.map((f) => f.familyName).join(', ')}`)).toEqual(
      [],
    );
  }
});

// A first visit keeps the device's face (lib/after-paint.ts); where the device has our script's
// family installed (this machine has Debian's Noto core, .ci/run), the stack names it, so the
// text is drawn in it and not in whatever the system picks character by character (DejaVu Sans
// for Arabic here, after one question to the browser process per character and size).
for (const code of ['ar', 'hi', 'ja'] as const)
  test(`a first visit to /${code} draws its script in the device's own copy of our family`, async ({
    page,
  }) => {
    await page.goto(withLocale(code, routes.home));
    await expect(page.locator('html')).toHaveAttribute(FONTS_ATTRIBUTE, FONTS_CACHED);
    const cdp = await openCdp(page);
    const names = installedFamilies(scriptFonts[code]!);
    for (const { text, fonts } of await fontsOfText(page, cdp, { scope: 'main h1' })) {
      const system = fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName);
      expect(system, text).toHaveLength(1);
      expect(names, text).toContain(system[0]);
    }
  });

test('a home page fetches Manrope and its own script font only', async ({ browser }) => {
  // Ten first visits, each until the network is idle (CJK pages fetch dozens of font slices).
  test.setTimeout(120_000);
  const rows: string[] = [];
  for (const code of ['en', 'ar', 'ur', 'hi', 'am', 'si', 'th', 'ja', 'zh-Hans', 'ko'] as const) {
    // A first visit: a new context has an empty cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched: { url: string; bytes: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/fonts/'))
        fetched.push({
          url: new URL(request.url()).pathname,
          bytes: request.sizes().then((s) => s.responseBodySize),
        });
    });
    await page.goto(withLocale(code, routes.home));
    // The script font's files come after the scripts, which may come after a second of quiet on a
    // busy machine: the loader marks the page once it is done with them (lib/after-paint.ts).
    if (scriptFonts[code]) await page.locator(`html[${FONTS_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    // (A first visit also meets the official-addresses popup: its addresses are in the page's face,
    // so the code face's file does not hold up the first paint.)
    const allowed = ['/fonts/subsets/', `/fonts/${publicFolder(manrope.pkg)}/`];
    // The script font comes cut to the language's characters (scripts/fonts.mts; a CJK font's
    // slices: scripts/build.ts), never whole. (A CJK family's stylesheet is for a visit without
    // JavaScript: never fetched here.)
    const urls = fetched.map(({ url }) => url);
    expect(urls.filter((url) => !allowed.some((prefix) => url.startsWith(prefix)))).toEqual([]);
    if (scriptFonts[code]) expect(urls.some((url) => url.startsWith(`/fonts/subsets/${code}-`))).toBe(true);
    const sizes = await Promise.all(fetched.map(({ bytes }) => bytes));
    const total = sizes.reduce((sum, n) => sum + n, 0);
    rows.push(`${code}: ${fetched.length} files, ${(total / 1024).toFixed(1)} KB`);
    await context.close();
  }
  console.log(`Font bytes of a first visit to the home page:\n${rows.join('\n')}`);
});
