import fs from 'node:fs';
import path from 'node:path';

import {test, expect, hydrated} from './fixtures';
import {routeOf, versionRoutes, type VersionRoute} from '../tests/spec';
import {site} from '../src/site';

/** Root of the repository, whose files the edit links must name. */
const repoRoot = path.resolve(__dirname, '..');

/** Folder of a version's pages in the repository: docs/ for Next, else versioned_docs/version-X. */
function docsFolderOf(version: VersionRoute): string {
  return version.label === 'Next' ? 'docs' : `versioned_docs/version-${version.label}`;
}

/**
 * Pages whose edit link is checked in a version: its docs home and its first page in a
 * subfolder (or, in a flat layout, its second page). Generated category pages have no file and no
 * edit link.
 */
function samplePages(version: VersionRoute): string[] {
  const real = version.pages.filter((id) => !id.startsWith('category/'));
  const nested = real.find((id) => id.includes('/')) ?? real.find((id) => id !== 'index');
  return [...new Set(['index', ...(nested ? [nested] : [])])];
}

test.describe('"Edit this page" opens the page\'s own file in the repository', () => {
  const editBase = `${site.repoUrl}/edit/${site.editBranch}/`;
  for (const version of versionRoutes) {
    for (const docId of samplePages(version)) {
      const route = routeOf(version.base, docId);
      test(`${version.label}: ${route}`, async ({page}) => {
        await page.goto(route);
        await hydrated(page);
        const link = page.getByRole('link', {name: 'Edit this page'});
        await expect(link).toBeVisible();
        const href = (await link.getAttribute('href')) ?? '';
        expect(href.startsWith(editBase), `${href} starts with ${editBase}`).toBe(true);
        const file = href.slice(editBase.length);
        const expected = ['.md', '.mdx'].map((ext) => `${docsFolderOf(version)}/${docId}${ext}`);
        expect(expected).toContain(file);
        expect(fs.existsSync(path.join(repoRoot, file)), `${file} exists in the repository`).toBe(true);
      });
    }
  }
});
