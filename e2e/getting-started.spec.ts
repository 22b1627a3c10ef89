import {test, expect, hydrated} from './fixtures';
import {docsVersions} from '../src/docsVersions';
import {releaseLabel, versionRule} from '../src/versionLabel';
import {versionBase} from './site-pages';

/**
 * The newcomer's first screen: in every 7.x docs version, Getting Started shows its first
 * validation chain right after the installation command and within the first 800 px of the page
 * at 1280x800, unscrolled; the version badge names the npm release with the same words as the
 * version's home page (src/versionLabel.ts).
 */
const versions7 = docsVersions.filter((v) => v.major === 7);
/** The latest release's docs version (served at /docs): the one without a version banner. */
const latest7 = versions7.find((v) => v.name !== 'current')!.name;

test.describe('Getting Started, 7.x', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const version of versions7) {
    test(`${version.name}: the first validation chain is on the first screen, after Installation`, async ({page}) => {
      await page.goto(`${versionBase(version)}/guides/getting-started`);
      await hydrated(page);
      const install = page.getByRole('heading', {name: 'Installation', level: 2});
      const firstChain = page.getByRole('heading', {name: 'Your first validation chain', level: 2});
      // The first program's line that builds the first chain (its `'email'` string).
      const chainLine = page.locator('.tabs-container').first().locator('.token.string', {hasText: "'email'"}).first();
      await expect(chainLine).toBeVisible();
      const top = (await install.boundingBox())!.y;
      expect((await firstChain.boundingBox())!.y - top).toBeLessThan(800);
      const line = (await chainLine.boundingBox())!;
      expect(line.y + line.height - top).toBeLessThan(800);
      // Seen without scrolling: the line's bottom is inside the 800 px of the viewport.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(line.y + line.height).toBeLessThan(800);
    });
  }

  // The latest version shows the badge. Next and older versions show the version banner instead,
  // in the compact page chrome (src/theme/DocItem/Layout), and no badge.
  test('the version badge names the npm release, with the rule as its tooltip', async ({page}) => {
    for (const version of versions7) {
      await page.goto(`${versionBase(version)}/guides/getting-started`);
      const badge = page.locator('.theme-doc-version-badge');
      if (version.name !== latest7) {
        await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
        await expect(badge).toHaveCount(0);
        continue;
      }
      await expect(badge).toHaveText(`Version: ${releaseLabel(version.name, version.npmVersion)}`);
      await expect(badge).toHaveAttribute('title', versionRule(version.name, version.npmVersion));
    }
  });
});
