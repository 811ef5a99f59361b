import { withLocale } from '@/lib/i18n/paths';
import { routes } from '@/lib/routes';
import { expect, test } from './fixtures';

/**
 * One visit to every route in English, Arabic and Swahili checks what holds for every page:
 * - the Content-Security-Policy and the Permissions-Policy are sent and, once the page's islands
 *   run (their modules have loaded), the browser reported no violation and logged no error about
 *   either policy;
 * - the page has its language, a translated title, description and keywords, and a main heading;
 * - no text or description shows an unfilled {placeholder}.
 */
for (const locale of ['en', 'ar', 'sw'] as const) {
  test(`every page in ${locale} keeps its policies, has its title and fills every placeholder`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    const policyErrors: string[] = [];
    const leaks: string[] = [];
    await page.exposeBinding('reportViolation', ({ frame }, text: string) =>
      violations.push(`${frame.url()}: ${text}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /policy/i.test(message.text()))
        policyErrors.push(`${page.url()}: ${message.text()}`);
    });

    for (const route of Object.values(routes)) {
      const url = withLocale(locale, route);
      // goto() gives no response when the last page's router replaced its URL as this navigation
      // began (seen once in ~50 runs); the same request then tells the headers.
      const response = (await page.goto(url)) ?? (await page.request.get(url));
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers()['permissions-policy']).toContain('camera=()');
      // Every page's footer form says when the islands run.
      await expect(page.locator('footer form[data-hydrated]')).toBeAttached();

      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(/\| Orvyn$/);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description, url).toBeTruthy();
      expect(await page.locator('meta[name="keywords"]').getAttribute('content'), url).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const text = await page.locator('body').innerText();
      for (const match of `${text}\n${description}`.matchAll(/\{\w+\}/g)) leaks.push(`${url}: ${match[0]}`);
    }
    expect(violations).toEqual([]);
    expect(policyErrors).toEqual([]);
    expect(leaks).toEqual([]);
  });
}
