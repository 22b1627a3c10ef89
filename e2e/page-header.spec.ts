import {test, expect, hydrated} from './fixtures';

/**
 * The page header does not move: at 1280 px a docs page's title starts at the same height, within
 * 4 px, on every kind of docs page: with and without a category in its breadcrumbs, a reference
 * page and a guide, Next, a 6.x and a 5.x page (under the version banner, which takes the
 * announcement bar's place: src/css/controls.css), and a generated category index page
 * (src/theme/DocCategoryGeneratedIndexPage). The page bar above it is one line
 * (src/theme/DocItem/Layout).
 */

const pages = [
  '/docs/guides/getting-started', // a guide, with its category in the breadcrumbs
  '/docs', // the version's home: no category
  '/docs/migration-v6-to-v7', // no category, a long title
  '/docs/api/validation-chain', // the reference, with its heading filter
  '/docs/api/check', // a reference page with a category
  '/docs/category/guides', // a generated category index
  '/docs/next/api/check', // Next, under its version banner
  '/docs/next/category/guides',
  '/docs/6.15.0/validation-chain-api', // 6.x
  '/docs/6.15.0',
  '/docs/5.3.0/check-api', // 5.x
  '/docs/5.3.0/legacy-api',
];

test.describe('the page header at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('every kind of docs page starts its title at the same height, within 4 px', async ({page}) => {
    // Twelve page loads.
    test.slow();
    const tops: Record<string, number> = {};
    for (const path of pages) {
      await page.goto(path);
      await hydrated(page);
      const h1 = page.locator('main h1').first();
      await expect(h1).toBeVisible();
      tops[path] = await h1.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
      // The header's parts on one line, above the title, and nothing wider than the window.
      const bar = await page.evaluate(() => {
        const crumbs = document.querySelector('main .theme-doc-breadcrumbs')?.getBoundingClientRect();
        const actions = document.querySelector('main .page-actions, main [class*="copyPage"]')?.getBoundingClientRect();
        const title = document.querySelector('main h1')!.getBoundingClientRect();
        return {
          sameLine:
            !crumbs || !actions || Math.abs(crumbs.top + crumbs.height / 2 - (actions.top + actions.height / 2)) < 4,
          above: !crumbs || crumbs.bottom <= title.top,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(bar, path).toEqual({sameLine: true, above: true, overflow: 0});
      // A crumb that gives way to the badge and the actions ends with an ellipsis, never cut mid-letter.
      const cut = await page.locator('main .theme-doc-breadcrumbs .breadcrumbs__link').evaluateAll((links) =>
        links
          .filter((a) => a.getClientRects().length > 0)
          .filter((a) => {
            // Cut by the crumbs' clipped box, or cut inside itself without an ellipsis.
            const box = a.closest('.theme-doc-breadcrumbs')!.getBoundingClientRect();
            const ownCut = a.scrollWidth > a.clientWidth + 1 && getComputedStyle(a).textOverflow !== 'ellipsis';
            return a.getBoundingClientRect().right > box.right + 1 || ownCut;
          })
          .map((a) => a.textContent),
      );
      expect(cut, path).toEqual([]);
    }
    const reference = tops[pages[0]!]!;
    const off = Object.entries(tops).filter(([, top]) => Math.abs(top - reference) > 4);
    expect(off, `title tops: ${JSON.stringify(tops)}`).toEqual([]);
  });

  for (const path of ['/docs/6.15.0/validation-chain-api', '/docs/next/category/guides']) {
    test(`${path}: the version banner is one line at the top, above the navbar`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner.getByRole('link', {name: 'latest version'})).toBeVisible();
      const box = (await banner.boundingBox())!;
      const navbar = (await page.locator('nav.navbar').boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.height).toBeLessThanOrEqual(31);
      expect(box.y + box.height).toBeLessThanOrEqual(navbar.y + 1);
      // Its two sentences stand on one line, a space apart.
      const [first, second] = await banner
        .locator(':scope > div')
        .evaluateAll((divs) => divs.map((d) => d.getBoundingClientRect().toJSON() as DOMRect));
      expect(second!.top).toBeCloseTo(first!.top, 0);
      expect(second!.left - first!.right).toBeGreaterThanOrEqual(3);
    });
  }
});
