import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/paths';
import axe from 'axe-core';

/** The static export the browser tests' service serves. */
export const out = path.join(__dirname, '..', '..', 'out');

/** The export's file of a route in a language: index.html, fr.html, fr/about-us.html. */
export function exportFile(locale: Locale, route: string): string {
  const url = withLocale(locale, route);
  return path.join(out, `${url === '/' ? 'index' : url.slice(1)}.html`);
}

/** The header and its language picker, as a visitor meets them. */
export class SiteHeader {
  /** Accessible names in the page's language (English by default). */
  constructor(
    readonly page: Page,
    readonly names = { language: 'Language', picker: 'Select Language' },
  ) {}

  languageButton() {
    return this.page.getByRole('button', { name: new RegExp(`^${this.names.language}`) });
  }

  picker() {
    return this.page.getByRole('dialog', { name: this.names.picker });
  }

  async openPicker() {
    await this.languageButton().click();
    await expect(this.picker()).toBeVisible();
    // The dialog and its links work without script; the search waits for it.
    await expect(this.picker().locator('[data-hydrated]')).toBeAttached();
    return this.picker();
  }
}

/**
 * Lays out and paints the whole page, also the sections a visitor has not scrolled near yet
 * (app/globals.css defers them with content-visibility): audits that read colours or fonts then
 * see every section as it looks on screen, not the unpainted placeholder of one off screen.
 */
export async function renderWholePage(page: Page) {
  // Not addStyleTag: it waits for the style's load event, which a page without script never fires.
  // Once per page load: a second call (the placeholder check, then axe) finds the style there.
  await page.evaluate(() => {
    if (document.getElementById('render-whole-page')) return;
    const style = document.createElement('style');
    style.id = 'render-whole-page';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG 2.2 A/AA violations axe-core finds on the page as it is now, at each of `widths` (the
 * layout, and what is shown or hidden, differs; the page's scripts and data do not), or at the
 * current width. axe is injected once per page load and every section is drawn first (axe reads
 * colours from what is painted). Each violation reads "<width> px <rule>: <selectors>".
 */
export async function accessibilityViolations(page: Page, widths: number[] = []) {
  await renderWholePage(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found: string[] = [];
  for (const width of widths.length ? widths : [page.viewportSize()?.width ?? 0]) {
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: 900 });
    const violations = await page.evaluate(async (tags) => {
      const { run } = (window as unknown as { axe: typeof axe }).axe;
      const results = await run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }, wcagTags);
    found.push(...violations.map((violation) => `${width} px ${violation}`));
  }
  return found;
}

/**
 * The class names in <main> that no rule of the document's style sheets names: none on a page
 * loaded as a whole, and none after a client-side navigation, when the new page's own CSS (each
 * page inlines only its own, next.config.ts) must come with it.
 */
export function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const text = selectors.join('\n');
    const classes = new Set(
      [...document.querySelectorAll('main [class]')].flatMap((el) => [...el.classList]),
    );
    // The whole name: `.card` is not named by a rule for `.cardTitle`.
    return [...classes].filter((name) => !new RegExp(`\\.${CSS.escape(name)}(?![\\w-])`).test(text));
  });
}

/**
 * Holds the page's script chunks back, as a slow phone's first seconds do, until the returned
 * function lets them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Whether `text`, inside the element, is drawn with its first character left of its last, as in
 * English: how a hash, a colour or a line of code must read inside an Arabic or Urdu sentence.
 */
export async function drawnLeftToRight(element: Locator, text: string): Promise<boolean> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent!.indexOf(wanted);
      if (start < 0) continue;
      const left = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return left(start) < left(start + wanted.length - 1);
    }
    throw new Error(`"${wanted}" is not in one text node of the element`);
  }, text);
}
