/**
 * Link checker for the served production build: every internal link, every `#fragment` and every
 * redirect of every page the build contains.
 *
 * How it works:
 * 1. The start pages are every URL of the build's sitemap.xml (so every page of every docs version
 *    present is covered, without a page list written down here), the home page, the search page,
 *    the not-found page and every redirect source of src/redirects.ts.
 * 2. linkinator crawls from there, recursively, over HTTP (the server is scripts/site/serve-build.ts,
 *    which answers like GitHub Pages). Absolute links to the published site (canonical URLs,
 *    `og:url`) are rewritten to the local server and checked too. Links to other hosts are only
 *    listed, never fetched.
 * 3. linkinator cannot check fragments against the target page's ids in every case, so a second
 *    pass parses each crawled page: every `<a href="...#id">` must name an element id (or an
 *    `<a name>`) of its target page, following client-side redirect pages to the page they forward
 *    to; and every redirect chain (HTTP 3xx and `<meta http-equiv="refresh">`) must end on a page
 *    within a few hops, without a loop.
 *
 * CLI: `npx tsx scripts/site/check-links.ts [base URL]` (default http://127.0.0.1:3100, a server started
 * with `npm run serve:pages`); prints the report and exits 1 when anything is broken. The e2e test
 * e2e/links.spec.ts runs the same check against the Playwright web server.
 */
import {parseDocument, DomUtils} from 'htmlparser2';

import {redirects} from '../../src/redirects';
import {siteAddress} from '../../src/site';

/** One problem found by the check. */
export type LinkProblem = {
  /** The link as resolved (absolute URL, with its fragment for anchor problems). */
  url: string;
  /** The page that holds the link (absent for start pages). */
  parent?: string;
  /** What is wrong, for a human. */
  reason: string;
};

/** What the check saw and what it found wrong. */
export type LinkReport = {
  /** Local HTML pages crawled (absolute URLs), sorted. */
  pages: string[];
  /** Sitemap URLs, rewritten to the local server: every one must be among `pages`. */
  sitemap: string[];
  /** Distinct local URLs requested by the crawler (pages, scripts, styles, images, data files). */
  urlsChecked: number;
  /** Link occurrences (`href`/`src`) to local URLs on the crawled pages. */
  linkOccurrences: number;
  /** Links with a fragment (`#id`) whose target id was looked up. */
  anchorsChecked: number;
  /** Redirect chains followed to their end. */
  redirectsFollowed: number;
  /** Internal links answering with an error status (or not answering). */
  broken: LinkProblem[];
  /** Links whose `#fragment` names no element of the target page. */
  brokenAnchors: LinkProblem[];
  /** Redirect loops, chains that do not end, and redirects to missing pages. */
  redirectProblems: LinkProblem[];
  /** Distinct URLs on other hosts, sorted; listed, never fetched. */
  external: string[];
};

/** Longest redirect chain (HTTP and client-side hops together) accepted before calling it a loop. */
const maxRedirectHops = 5;

/** Result of reading one local page for the second pass. */
type ParsedPage = {
  /** Final URL after HTTP redirects, without a fragment. */
  url: string;
  status: number;
  /** HTTP redirect hops taken to reach `url`. */
  httpHops: string[];
  ids: Set<string>;
  /** Target of `<meta http-equiv="refresh">`, absolute, when the page is a client-side redirect. */
  refreshTo?: string;
  /** Every `href`/`src` of the page, absolute. */
  links: {url: string; tag: string}[];
};

function stripHash(url: string): string {
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

/** The URLs listed in a sitemap.xml document (the text inside every `<loc>`). */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/**
 * The published origin of the build being checked (SITE_URL, default the organisation's site):
 * canonical URLs, `og:url` and the sitemap name it.
 */
const publishedOrigin = siteAddress(process.env).url;

/**
 * Rewrites an absolute URL of the published site to the same path on the local server. The path
 * already carries the base URL, so only the origin changes (`base` may end in a base path).
 */
function toLocal(url: string, base: string): string {
  return url.startsWith(publishedOrigin) ? new URL(base).origin + url.slice(publishedOrigin.length) : url;
}

/**
 * Fetches a local page, following HTTP redirects by hand (so a loop is seen, not just an error),
 * and parses its ids, links and meta refresh.
 */
async function readPage(url: string): Promise<ParsedPage> {
  const httpHops: string[] = [];
  let current = stripHash(url);
  for (;;) {
    const response = await fetch(current, {redirect: 'manual'});
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      httpHops.push(current);
      current = new URL(location, current).href;
      if (httpHops.includes(current) || httpHops.length > maxRedirectHops) {
        return {url: current, status: response.status, httpHops, ids: new Set(), links: []};
      }
      continue;
    }
    const type = response.headers.get('content-type') ?? '';
    const html = type.includes('html') ? await response.text() : '';
    if (!html) await response.body?.cancel().catch(() => undefined);
    const doc = parseDocument(html);
    const ids = new Set<string>();
    const links: ParsedPage['links'] = [];
    let refreshTo: string | undefined;
    for (const el of DomUtils.findAll(() => true, doc.children)) {
      const {attribs} = el;
      if (attribs.id) ids.add(attribs.id);
      if (el.name === 'a' && attribs.name) ids.add(attribs.name);
      for (const attr of ['href', 'src']) {
        const value = attribs[attr];
        if (!value || /^(?:mailto|tel|javascript|data):/i.test(value)) continue;
        // `<use href="#sprite">` inside inline SVG is not a link.
        if (el.name === 'use') continue;
        try {
          links.push({url: new URL(value, current).href, tag: el.name});
        } catch {
          links.push({url: value, tag: el.name});
        }
      }
      if (el.name === 'meta' && attribs['http-equiv']?.toLowerCase() === 'refresh') {
        const match = /url\s*=\s*['"]?([^'"\s]+)/i.exec(attribs.content ?? '');
        if (match) refreshTo = new URL(match[1], current).href;
      }
    }
    return {url: current, status: response.status, httpHops, ids, refreshTo, links};
  }
}

/**
 * Crawls the site served at `base` (e.g. `http://127.0.0.1:3100`, or
 * `http://127.0.0.1:3300/express-validator-docs` for a build made with that BASE_URL; a trailing
 * slash is dropped) and returns the report. Links to the same origin outside `base` count as
 * local, so a link that forgets the base URL is reported broken. Never throws for a broken link: problems are listed in the report.
 */
export async function checkLinks(base: string): Promise<LinkReport> {
  base = base.replace(/\/+$/, '');
  const {LinkChecker, LinkState} = await import('linkinator');
  const origin = new URL(base).origin;
  const isLocal = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };

  const sitemapResponse = await fetch(`${base}/sitemap.xml`);
  if (!sitemapResponse.ok) throw new Error(`${base}/sitemap.xml answered ${sitemapResponse.status}`);
  const sitemap = sitemapUrls(await sitemapResponse.text()).map((u) => toLocal(u, base));
  if (sitemap.length === 0) throw new Error('sitemap.xml lists no page');
  const starts = [
    ...new Set([
      `${base}/`,
      `${base}/search`,
      `${base}/404.html`,
      ...sitemap,
      ...redirects.flatMap((r) => r.from).map((p) => base + p),
    ]),
  ];

  // Pass 1: linkinator.
  const checker = new LinkChecker();
  const pages = new Set<string>();
  const external = new Set<string>();
  checker.on('pagestart', (url: string) => pages.add(stripHash(url)));
  const result = await checker.check({
    path: starts,
    recurse: true,
    // Without it linkinator resolves relative links of `/a/b` against `/a/b/`; browsers do not.
    cleanUrls: true,
    concurrency: 8,
    // Per request. Generous: on a loaded 2-core machine one answer took over 20 s.
    timeout: 60_000,
    // A request that fails at the transport level (status 0) or with a 5xx is asked again, up to
    // three times, before it counts as broken: on a 2-core machine at a load of 20 the local
    // server dropped a few dozen of 30,000 requests, and a static file that is really missing
    // answers 404, which is never retried.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 2000,
    redirects: 'allow',
    urlRewriteExpressions: [
      {pattern: new RegExp(`^${publishedOrigin.replace(/[.]/g, '\\.')}(?=/|$)`), replacement: origin},
    ],
    linksToSkip: async (link: string) => {
      if (isLocal(link)) return false;
      if (/^https?:/i.test(link)) external.add(link);
      return true;
    },
  });
  const broken: LinkProblem[] = result.links
    .filter((l) => l.state === LinkState.BROKEN)
    .map((l) => ({url: l.url, parent: l.parent, reason: `status ${l.status ?? 'none'}`}));
  const urlsChecked = new Set(result.links.filter((l) => l.state !== LinkState.SKIPPED).map((l) => stripHash(l.url)))
    .size;

  // Pass 2: fragments and redirect chains, on the pages linkinator crawled.
  const cache = new Map<string, Promise<ParsedPage>>();
  const read = (url: string) => {
    const key = stripHash(url);
    if (!cache.has(key)) cache.set(key, readPage(key));
    return cache.get(key)!;
  };
  const brokenAnchors: LinkProblem[] = [];
  const redirectProblems: LinkProblem[] = [];
  let anchorsChecked = 0;
  let linkOccurrences = 0;
  let redirectsFollowed = 0;

  /**
   * Follows HTTP and meta-refresh hops from `url`; returns the final page or records a problem
   * (once per URL: results are memoised).
   */
  const finals = new Map<string, Promise<ParsedPage | undefined>>();
  const finalPage = (url: string, parent?: string): Promise<ParsedPage | undefined> => {
    const key = stripHash(url);
    if (!finals.has(key)) finals.set(key, followRedirects(key, parent));
    return finals.get(key)!;
  };
  const followRedirects = async (url: string, parent?: string): Promise<ParsedPage | undefined> => {
    const seen: string[] = [];
    let page = await read(url);
    for (;;) {
      seen.push(...page.httpHops, page.url);
      const hops = seen.length - 1;
      if (hops > maxRedirectHops || new Set(seen).size !== seen.length) {
        redirectProblems.push({
          url,
          parent,
          reason: `redirect loop or chain longer than ${maxRedirectHops}: ${seen.join(' -> ')}`,
        });
        return undefined;
      }
      if (!page.refreshTo) break;
      page = await read(page.refreshTo);
    }
    if (seen.length > 1) redirectsFollowed++;
    if (page.status !== 200) {
      if (seen.length > 1)
        redirectProblems.push({url, parent, reason: `redirects end on status ${page.status}: ${seen.join(' -> ')}`});
      return undefined;
    }
    return page;
  };

  const pageList = [...pages].filter(isLocal).sort();
  // Redirect sources first (each chain once), then every link of every page.
  for (const start of starts) await finalPage(start);
  for (const pageUrl of pageList) {
    const page = await read(pageUrl);
    if (page.refreshTo) await finalPage(pageUrl);
    for (const link of page.links) {
      if (!isLocal(toLocal(link.url, base))) continue;
      const target = toLocal(link.url, base);
      linkOccurrences++;
      if (link.tag !== 'a') continue;
      // Every page link: its redirect chain (if any) must end on a page.
      const targetPage = stripHash(target) === page.url ? page : await finalPage(target, pageUrl);
      const {hash} = new URL(target);
      if (hash.length <= 1) continue;
      const fragment = decodeURIComponent(hash.slice(1));
      anchorsChecked++;
      if (!targetPage) continue; // a missing page is reported by pass 1 or as a redirect problem
      if (fragment === 'top' || targetPage.ids.has(fragment)) continue;
      // The playground keeps its shared state in the hash (`#s=...`, "Try it" links): not an anchor.
      if (/\/playground$/.test(stripHash(targetPage.url)) && fragment.startsWith('s=')) continue;
      brokenAnchors.push({
        url: target,
        parent: pageUrl,
        reason: `no element with id "${fragment}" on ${targetPage.url}`,
      });
    }
  }

  return {
    pages: pageList,
    sitemap,
    urlsChecked,
    linkOccurrences,
    anchorsChecked,
    redirectsFollowed,
    broken,
    brokenAnchors,
    redirectProblems,
    external: [...external].sort(),
  };
}

/** Human-readable summary of a report (counts first, then every problem, then external links). */
export function formatReport(report: LinkReport): string {
  const lines = [
    `pages crawled: ${report.pages.length} (sitemap: ${report.sitemap.length})`,
    `links checked: ${report.linkOccurrences} link occurrences, ${report.urlsChecked} distinct local URLs requested`,
    `anchors checked: ${report.anchorsChecked}; redirect chains followed: ${report.redirectsFollowed}`,
    `broken links: ${report.broken.length}; broken anchors: ${report.brokenAnchors.length}; redirect problems: ${report.redirectProblems.length}`,
  ];
  for (const [title, list] of [
    ['broken link', report.broken],
    ['broken anchor', report.brokenAnchors],
    ['redirect problem', report.redirectProblems],
  ] as const) {
    for (const p of list) lines.push(`  ${title}: ${p.url}${p.parent ? ` (on ${p.parent})` : ''}: ${p.reason}`);
  }
  lines.push(`external links (listed, not fetched): ${report.external.length}`);
  for (const url of report.external) lines.push(`  ${url}`);
  return lines.join('\n');
}

if (require.main === module) {
  const base = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 3100}`;
  void checkLinks(base).then((report) => {
    console.log(formatReport(report));
    const missing = report.sitemap.filter((u) => !report.pages.includes(u));
    if (missing.length) console.log(`sitemap pages not crawled: ${missing.join(', ')}`);
    if (report.broken.length || report.brokenAnchors.length || report.redirectProblems.length || missing.length) {
      process.exitCode = 1;
    }
  });
}
