import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await ctx.addInitScript(() => { localStorage.setItem('officialUrlsSeen', '1'); });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:8391' + (process.argv[2] ?? '/'));
await page.locator('footer form[data-hydrated]').waitFor({ state: 'attached' });
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => new Promise((resolve) => {
  const counts = {};
  const mo = new MutationObserver((list) => { for (const m of list) { const el = m.target.nodeType === 1 ? m.target : m.target.parentElement; const k = `${m.type} ${el?.tagName}.${String(el?.className).slice(0, 40)} ${m.attributeName ?? ''}`; counts[k] = (counts[k] ?? 0) + 1; } });
  mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let frames = 0; const f = () => { frames++; requestAnimationFrame(f); }; requestAnimationFrame(f);
  setTimeout(() => { mo.disconnect(); resolve({ frames, counts }); }, 5000);
})));
await browser.close();
