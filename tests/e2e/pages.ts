import { expect, type Page } from '@playwright/test';

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
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}
