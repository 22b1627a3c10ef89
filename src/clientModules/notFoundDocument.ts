/**
 * Renders the site-wide not-found document on the client instead of hydrating it, when the
 * browser is not at /404.html.
 *
 * Why: GitHub Pages answers every unknown URL with the one 404.html, which Docusaurus rendered
 * ahead of time for the path /404.html. At another path the client renders what the router gives
 * for that path: under a docs version (`/docs/next/no-such-page`, `/docs/9.9.9/api/check`) that
 * is the not-found content inside that version's context, whose navbar differs (the version
 * dropdown shows the version, Docs and API link into it). Hydrating the 404.html markup against it
 * makes React report a hydration mismatch (minified error #418) and throw the markup away anyway.
 * No single 404.html can match every path, so on this document there is nothing to hydrate: this
 * module runs before Docusaurus starts React and hands it a root made with `createRoot`, which
 * Docusaurus then renders into (clientEntry uses `window.docusaurusRoot` when it exists). The
 * server markup stays on screen until the client render replaces it.
 *
 * Every other page, and /404.html itself, is hydrated as usual.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {createRoot} from 'react-dom/client';

/** Path of the not-found document in the build. */
const notFoundPath = `${siteConfig.baseUrl}404.html`;

/**
 * True when the document in the browser is the prerendered 404.html (its canonical link, written
 * at build time and not yet touched by React, points at /404.html) and the address is another path.
 */
export function isNotFoundDocumentElsewhere(doc: Document, pathname: string): boolean {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical || pathname === notFoundPath) return false;
  try {
    return new URL(canonical, 'http://site.invalid').pathname === notFoundPath;
  } catch {
    return false;
  }
}

if (ExecutionEnvironment.canUseDOM && !window.docusaurusRoot) {
  const container = document.getElementById('__docusaurus');
  if (container && isNotFoundDocumentElsewhere(document, window.location.pathname)) {
    window.docusaurusRoot = createRoot(container, {
      onRecoverableError: (error, errorInfo) =>
        console.error('Docusaurus React Root onRecoverableError:', error, errorInfo),
    });
  }
}
