import { chromium } from 'playwright-core';
import { loginAsBuyer } from './bench/lighthouse.mjs';
const origin = 'http://127.0.0.1:4380';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const p0 = await ctx.newPage();
await loginAsBuyer(p0, origin);
const item = await p0.evaluate(() => document.querySelector('a[href*="itemDetails?id="]')?.getAttribute('href'));
await p0.goto(origin + '/#/explore'); await p0.waitForSelector('a[href*="itemDetails?id="]');
const href = await p0.locator('a[href*="itemDetails?id="]').first().getAttribute('href');
const id = /id=([^&]+)/.exec(href)[1];
for (let run = 0; run < 2; run++) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = []; window.__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: (e.element?.outerHTML ?? '').slice(0, 80), text: e.element?.textContent?.slice(0, 40) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value, n: e.sources.map(s => (s.node?.outerHTML ?? '').slice(0, 100)) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${origin}/#/step1?productId=${id}&quantity=1`);
  if (run === 0) { await page.waitForTimeout(300); await page.screenshot({ path: '/tmp/step1-early.png' }); }
  await page.waitForTimeout(7000);
  if (run === 0) await page.screenshot({ path: '/tmp/step1-late.png' });
  console.log(JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__shifts }))));
  await page.close();
}
await b.close();
