/**
 * Which API key a heading (or a page title) of the reference documents. Shared by the remark
 * plugin that renders the marks (./remark.ts), the "what is new" generator that links to entries
 * (scripts/docs/api-history/whats-new.ts) and the tests.
 *
 * Inputs: the page's path inside its docs version folder (`api/validation-chain.mdx`,
 * `check-api.md`, `_validators.mdx`) and the heading's plain text (`hide() {#hide}`). Output: the
 * candidate keys, most likely first (the caller takes the first one the history knows in that
 * version), or none when the page is not API reference or the heading names no API.
 */

/** Reference pages: the 7.x `api/` folder, the 5.x/6.x `*-api` pages and the generated partials. */
export function isReferencePage(pagePath: string): boolean {
  return /(^|\/)api\/|-api\.mdx?$|(^|\/)_(validators|sanitizers)\.mdx$/.test(pagePath);
}

/** The kinds of key a callable heading can be on a page, most likely first. */
function kindsFor(pagePath: string): string[] {
  if (/validation-result/.test(pagePath)) return ['result', 'export'];
  if (/legacy-api/.test(pagePath)) return ['legacy', 'export'];
  if (/validation-chain|sanitization-chain|(^|\/)_(validators|sanitizers)\.mdx$/.test(pagePath)) return ['chain'];
  // The ExpressValidator page lists its instance members, which are not the top-level exports.
  if (/(^|\/)express-validator\.md$/.test(pagePath)) return [];
  return ['export', 'chain', 'result'];
}

/**
 * Names a heading documents: `hide()`, `.hide()`, `` `hide()` ``, a list such as
 * `body(), cookie() and query()`, or a type name such as `FieldValidationError`.
 */
export function namesOfHeading(text: string): {names: string[]; callable: boolean} | undefined {
  const t = text
    .replace(/\{#[^}]*\}\s*$/, '')
    .replace(/`/g, '')
    .trim();
  const list = /^\.?[A-Za-z_$][\w$]*\(\)((, | and |, and )\.?[A-Za-z_$][\w$]*\(\))*$/;
  if (list.test(t)) return {names: [...t.matchAll(/([A-Za-z_$][\w$]*)\(\)/g)].map((m) => m[1]), callable: true};
  if (/^[A-Z][A-Za-z0-9]+$/.test(t)) return {names: [t], callable: false};
  return undefined;
}

/** Candidate keys of each name a heading documents (empty when it is not an API heading). */
export function keysOfHeading(pagePath: string, text: string): string[][] {
  if (!isReferencePage(pagePath)) return [];
  const found = namesOfHeading(text);
  if (!found) return [];
  const kinds = found.callable ? kindsFor(pagePath) : ['export'];
  return found.names.map((n) => kinds.map((k) => `${k}:${n}`));
}

/**
 * Keys a whole page documents, marked at the top of its content: a page titled with an API name
 * (`checkExact()`, `ExpressValidator`), or the 5.x legacy page (the `expressValidator()`
 * middleware and its `req` methods, removed in 6.0.0).
 */
export function keysOfPage(pagePath: string, title: string | undefined): string[][] {
  if (/(^|\/)legacy-api\.md$/.test(pagePath)) return [['export:expressValidator']];
  if (!title || !isReferencePage(pagePath)) return [];
  const found = namesOfHeading(title);
  if (!found || found.names.length !== 1) return [];
  return [[`export:${found.names[0]}`]];
}
