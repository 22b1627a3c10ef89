/**
 * The not-found content: the site-wide 404 page (the theme's NotFound page renders it inside the
 * Layout) and what a docs version shows for an unknown path under it (the theme's DocRoot renders
 * it inside the docs layout). It replaces the theme's component of the same name, whose text it
 * does not use; the theme's NotFound page around it is kept.
 *
 * It shows our own text, a search form that opens the site's search page (`/search?q=<words>`,
 * answered without JavaScript too), and links to the docs, the API reference and the library's
 * issues. It sets the document title to "Page not found | <site title>" itself, because DocRoot
 * sets none (e2e/routes.spec.ts checks the title at /docs/* paths).
 *
 * Input: the theme's props, `className` (optional, added to the `<main>` element). Output: the
 * content element.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import {site} from '../../../site';
import styles from './styles.module.css';

/** Title of the page, before the site title the theme appends. */
const notFoundTitle = 'Page not found';

export default function NotFoundContent({className}: Props): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <PageMetadata title={notFoundTitle} />
      <Heading as="h1">{notFoundTitle}</Heading>
      <p className={styles.lead}>
        Nothing on this site lives at this address. The page may have been renamed or removed, or the link that brought
        you here may be mistyped.
      </p>
      <form className={styles.search} action={searchPage} method="get" role="search" aria-label="Search the docs">
        <label htmlFor="not-found-search">Search the docs</label>
        <div className={styles.field}>
          <input id="not-found-search" className={styles.input} type="search" name="q" autoComplete="off" required />
          <button className="button button--primary" type="submit">
            Search
          </button>
        </div>
      </form>
      <Heading as="h2" className={styles.subhead}>
        Or start from
      </Heading>
      <ul className={styles.links}>
        <li>
          <Link to="/docs">Docs</Link>: what express-validator does and how its pages are arranged
        </li>
        <li>
          <Link to="/docs/guides/getting-started">Getting started</Link>: a first validated route, step by step
        </li>
        <li>
          <Link to="/docs/api/check">API reference</Link>: every function, validator and sanitizer
        </li>
      </ul>
      <p>
        Followed a link of this site to get here? <Link href={site.issuesUrl}>Tell us in an issue</Link> so that we can
        fix it.
      </p>
    </main>
  );
}
