import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8415';
const locales = (process.env.LOCALES ?? 'ar,ur,hi,am,si,th,ja').split(',');
const paths = (process.env.PATHS ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await page.addInitScript(() => {
    localStorage.setItem('officialUrlsSeen', '1');
  });
  for (const l of locales) for (const p of paths) {
    await page.goto(`${base}/${l}${p === '/' ? '' : p}`);
    if (process.env.CSS) await page.addStyleTag({ path: process.env.CSS });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const name = `/tmp/shots14/${l}${p.replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
