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
