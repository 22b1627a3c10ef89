import {chromium} from '@playwright/test';
import fs from 'node:fs';
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const cases = [
  ['/docs/guides/getting-started', 1280, 800, 'light', 'pre.prism-code.language-js:visible'],
  ['/docs/guides/getting-started', 1280, 800, 'dark', 'pre.prism-code.language-js:visible'],
  ['/docs/guides/getting-started', 390, 844, 'light', 'pre.prism-code.language-js:visible'],
  ['/docs/api/validation-chain', 1280, 800, 'dark', 'pre.prism-code.language-js:visible'],
  ['/docs/api/validation-chain', 390, 844, 'dark', 'pre.prism-code.language-http:visible'],
  ['/docs/5.3.0/validation-chain-api', 1280, 800, 'light', 'pre.prism-code.language-js:visible'],
];
let i = 0;
for (const [route, w, h, scheme, sel] of cases) {
  i++;
  const shots = [];
  for (const [port, tag] of [[3951, 'before'], [3950, 'after']]) {
    const page = await b.newPage({viewport: {width: w, height: h}, colorScheme: scheme});
    await page.goto(`http://127.0.0.1:${port}${route}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator(sel).nth(1).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -100));
    await page.waitForTimeout(300);
    const file = `/tmp/cmp-${i}-${tag}.png`;
    await page.screenshot({path: file});
    shots.push(fs.readFileSync(file));
    await page.close();
  }
  console.log(i, route, w, scheme, shots[0].equals(shots[1]) ? 'IDENTICAL' : 'DIFFERENT');
}
await b.close();
