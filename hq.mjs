import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu']});
for (const n of [200, 600, 2000]) {
  const ctx = await b.newContext({viewport: {width: 1280, height: 800}});
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('  console:', m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log('  pageerror:', e.message.slice(0, 300)));
  const words = Array.from({length: n}, (_, i) => ['isEmail', 'validation', 'chain', `zzq${i}`][i % 4]).join(' ');
  const t0 = Date.now();
  const resp = await page.goto('http://127.0.0.1:3970/search?q=' + encodeURIComponent(words));
  console.log(n, 'status', resp.status(), 'url length', page.url().length);
  try { await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 20000}); console.log('  hydrated after', Date.now() - t0, 'ms'); } catch { console.log('  not hydrated in 20 s'); }
  await ctx.close();
}
await b.close();
