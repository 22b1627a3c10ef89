import {test, expect} from './fixtures';
import {docsVersions} from '../src/docsVersions';
import {releaseLabel, versionRule} from '../src/versionLabel';
import {versionBase} from './site-pages';

/**
 * The newcomer's first screen (issue 30): in every 7.x docs version, Getting Started shows its
 * first validation chain right after the installation command, and the version badge names the
 * npm release with the same words as the version's home page (src/versionLabel.ts).
 */
const versions7 = docsVersions.filter((v) => v.major === 7);

test.describe('Getting Started, 7.x', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const version of versions7) {
    test(`${version.name}: the first validation chain is on the first screen after Installation`, async ({page}) => {
      await page.goto(`${versionBase(version)}/guides/getting-started`);
      const install = page.getByRole('heading', {name: 'Installation', level: 2});
      const firstChain = page.getByRole('heading', {name: 'Your first validation chain', level: 2});
      // The first program's line that builds the first chain.
      const chainLine = page
        .locator('.tabs-container')
        .first()
        .locator('.token-line', {hasText: "body('email')"})
        .first();
      await expect(chainLine).toBeVisible();
      const top = (await install.boundingBox())!.y;
      expect((await firstChain.boundingBox())!.y - top).toBeLessThan(800);
      const line = (await chainLine.boundingBox())!;
      expect(line.y + line.height - top).toBeLessThan(800);
    });
  }

  test('the version badge names the npm release, with the rule as its tooltip', async ({page}) => {
    for (const version of versions7) {
      await page.goto(`${versionBase(version)}/guides/getting-started`);
      const badge = page.locator('.theme-doc-version-badge');
      const name = version.name === 'current' ? 'Next' : version.name;
      await expect(badge).toHaveText(`Version: ${releaseLabel(name, version.npmVersion)}`);
      await expect(badge).toHaveAttribute('title', versionRule(name, version.npmVersion));
    }
  });
});
