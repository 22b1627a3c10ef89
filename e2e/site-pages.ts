/**
 * Which pages the e2e tests visit, read from the production build itself (build/sitemap.xml) and
 * from versions.json, so that every page of every docs version present is covered without a page
 * list written down in a test. Docs versions added later are picked up automatically.
 */
import fs from 'node:fs';
import path from 'node:path';

import {docsVersions, releasedVersionNames, repoRoot, type DocsVersion} from '../src/docsVersions';
import {site} from '../src/site';

const buildDir = path.join(repoRoot, 'build');

/** Paths (e.g. `/docs/api/check`) of every page listed in the build's sitemap.xml, sorted. */
export function sitemapPaths(): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)]
    .map((m) => new URL(m[1].replace(site.url, 'http://site.invalid')).pathname)
    .sort();
}

/** URL prefix of a docs version: the latest release at /docs, Next at /docs/next, others at /docs/<name>. */
export function versionBase(version: DocsVersion): string {
  if (version.name === 'current') return '/docs/next';
  return version.name === releasedVersionNames()[0] ? '/docs' : `/docs/${version.name}`;
}

/** The docs version a path belongs to (longest matching prefix), or undefined outside the docs. */
export function versionOfPath(pathname: string): DocsVersion | undefined {
  let best: DocsVersion | undefined;
  for (const v of docsVersions) {
    const base = versionBase(v);
    if ((pathname === base || pathname.startsWith(`${base}/`)) && (!best || base.length > versionBase(best).length))
      best = v;
  }
  return best;
}

/** Sitemap paths of the docs pages (every version). */
export function docsPaths(): string[] {
  return sitemapPaths().filter((p) => versionOfPath(p));
}

/** A guide page and an API page of one version family (major line), as served. */
export type FamilySample = {major: 5 | 6 | 7; version: DocsVersion; docsPage: string; apiPage: string};

/** Doc ids tried, in order, as the guide page and the API page of each major line. */
const samples = {
  7: {docs: ['guides/getting-started'], api: ['api/check']},
  6: {docs: ['custom-validators-sanitizers', 'sanitization'], api: ['check-api']},
  5: {docs: ['custom-validators-sanitizers', 'sanitization'], api: ['check-api']},
} as const;

/**
 * One sample per version family present: the newest released version of each major line (Next
 * when no 7.x release exists). A family with no version in versions.json yields nothing, so 6.x and
 * 5.x lookups switch on by themselves when such versions are added. Throws when a sample page is
 * missing from the sitemap (every version of a family has these pages, per the spec).
 */
export function familySamples(): FamilySample[] {
  const pages = new Set(sitemapPaths());
  const result: FamilySample[] = [];
  for (const major of [7, 6, 5] as const) {
    const version =
      docsVersions.find((v) => v.major === major && v.name !== 'current') ??
      docsVersions.find((v) => v.major === major);
    if (!version) continue;
    const base = versionBase(version);
    const pick = (ids: readonly string[]) => {
      const found = ids.map((id) => `${base}/${id}`).find((p) => pages.has(p));
      if (!found) throw new Error(`none of ${ids.join(', ')} is a page of ${version.name} in sitemap.xml`);
      return found;
    };
    result.push({major, version, docsPage: pick(samples[major].docs), apiPage: pick(samples[major].api)});
  }
  return result;
}

/**
 * The links the heading filter of the 7.x reference's "On this page" keeps for "email": the two
 * entries that match and the groups above them. Read by the desktop and the phone filter tests.
 */
export const referenceTocEmailMatches = [
  'Standard validators',
  'Every validator in detail',
  'isEmail()',
  'Standard sanitizers',
  'Every sanitizer in detail',
  'normalizeEmail()',
];
