/**
 * Remark plugin `playgroundTryIt`: gives each complete example program of the docs (a `js` block
 * that calls `app.listen(`) that is followed by its request (an `http` block titled `Request`) a
 * "Try it" link to the playground, pre-filled with the program, that request and the page's docs
 * version (the playground runs the npm release the version documents); and, on the validation
 * chain reference of each version, each chain example (see `chainExample`).
 *
 * How: the state (./state.ts `encodeState`) is computed at build time
 * and added to the program block's meta as `playground="<state>"`; the code block component
 * (src/theme/CodeBlock) renders it as a plain link, so a page loads no playground code.
 *
 * The request block (`METHOD /path?query HTTP/1.1`, header lines, a blank line, a body) becomes
 * the playground's request: the path with its query string, headers (lower-cased),
 * cookies from `Cookie:`, the body as JSON or as a form (`application/x-www-form-urlencoded`).
 * A block it cannot read gets no link (the link is a convenience; the example checker proves the
 * example itself).
 *
 * The link also names the Express whose answer the page shows (`expressOfVersion`), as the
 * example checker (scripts/docs/check-examples.ts) proves them: the pages of 7.x versions and Next
 * show Express 5's answer (alone where Express 4 answers the same, else after a "Response NNN
 * (Express 4)" block), so their links open on Express 5; 6.x and 5.x pages show Express 4's.
 * The request's query stays in its path (`/articles?page=2`), so the playground parses it as the
 * chosen Express does.
 */
import {runsInPlayground} from './modules';
import {encodeState} from './state';
import {releaseOfFile} from '../api-history/remark';
import {allDocsVersions} from '../../docsVersions';
import type {ExpressMajor} from './state';

/** The Express whose answers a docs version's pages show (see the module comment). */
export function expressOfVersion(version: string): ExpressMajor {
  const docs = allDocsVersions.find((v) => v.name === version);
  return docs && docs.major < 7 ? 4 : 5;
}

type MdNode = {type: string; lang?: string | null; meta?: string | null; value?: string; children?: MdNode[]};

/**
 * Parses an HTTP request block; undefined when it is not one, or when its body is one the
 * playground cannot hand to the app as Express would (malformed JSON, a type no parser reads).
 */
export function requestOfHttpBlock(text: string): Record<string, unknown> | undefined {
  const [head, ...rest] = text.replace(/\r\n/g, '\n').split('\n\n');
  const lines = head.split('\n');
  const start = /^([A-Z]+) (\S+)(?: HTTP\/[\d.]+)?$/.exec(lines[0].trim());
  if (!start) return undefined;
  const url = new URL(start[2], 'http://localhost');
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    if (m) headers[m[1].trim().toLowerCase()] = m[2].trim();
  }
  const cookies: Record<string, string> = {};
  for (const pair of (headers.cookie ?? '').split(';')) {
    const m = /^\s*([^=]+)=(.*)$/.exec(pair);
    if (m) cookies[m[1].trim()] = decodeURIComponent(m[2].trim());
  }
  const bodyText = rest.join('\n\n').trim();
  let body: unknown = {};
  if (bodyText) {
    if (/json/.test(headers['content-type'] ?? '')) {
      try {
        body = JSON.parse(bodyText);
      } catch {
        return undefined;
      }
    } else if (/x-www-form-urlencoded/.test(headers['content-type'] ?? '')) {
      body = Object.fromEntries(new URLSearchParams(bodyText));
    } else {
      // A body that express.json() and express.urlencoded() do not parse (another or no
      // Content-Type): what the app sees then depends on Express's body parsers, which the
      // playground's stand-in does not imitate, so the request gets no playground form.
      return undefined;
    }
  }
  return {method: start[1], path: url.pathname + url.search, body, query: {}, params: {}, headers, cookies};
}

/** Chain builders a fragment's chains start with. */
const BUILDERS = 'body|query|param|header|cookie|check';

/**
 * The playground form of a chain example of the validation chain reference (a fragment such as
 * `const title = body('title').exists()...` with its import): the fragment, then its chains
 * exported as the middlewares to run, and a request that has each field the chains select, empty.
 * Undefined for fragments that are not just chains (functions, `.run(`, `.builder`, output).
 */
export function chainExample(code: string): {code: string; request: Record<string, unknown>} | undefined {
  if (!/from 'express-validator'/.test(code) || /\bfunction\b|\.run\(|\.builder|console\.|app\./.test(code)) {
    return undefined;
  }
  const names = [...code.matchAll(new RegExp(`^const (\\w+) = (?:${BUILDERS})\\(`, 'gm'))].map((m) => m[1]);
  if (!names.length) return undefined;
  const request: Record<string, Record<string, string>> = {body: {}, query: {}, params: {}, headers: {}, cookies: {}};
  const where: Record<string, string> = {
    body: 'body',
    query: 'query',
    param: 'params',
    header: 'headers',
    cookie: 'cookies',
    check: 'body',
  };
  for (const m of code.matchAll(new RegExp(`\\b(${BUILDERS})\\('([^'*]+)'\\)`, 'g'))) {
    request[where[m[1]]][m[2]] = '';
  }
  return {
    code: `${code.trimEnd()}\n\n// Added by the docs: the chains above, run in this order.\nexport default [${names.join(', ')}];\n`,
    request: {method: 'POST', path: '/', ...request},
  };
}

/** True for an MDX `<Tabs>` element. */
function isTabs(node: MdNode): boolean {
  return node.type === 'mdxJsxFlowElement' && (node as MdNode & {name?: string}).name === 'Tabs';
}

/** The first code block inside `node`, depth first. */
function firstCodeIn(node: MdNode): MdNode | undefined {
  for (const child of node.children ?? []) {
    if (child.type === 'code') return child;
    const found = firstCodeIn(child);
    if (found) return found;
  }
  return undefined;
}

/** The plugin. Options: none. */
export default function playgroundTryIt() {
  return (root: MdNode, file: {path?: string}) => {
    const where = file.path ? releaseOfFile(file.path) : undefined;
    if (!where) return;
    const version = where.version;
    const children = root.children ?? [];
    const chainPage = /(^|\/)(api\/validation-chain|validation-chain-api)\.mdx?$/.test(where.pagePath);
    children.forEach((child, i) => {
      // A program written three ways in <Tabs> (ES module, CommonJS, TypeScript): the ES module
      // tab, the first, gets the link, with the request that follows the tabs.
      const node = isTabs(child) ? firstCodeIn(child) : child;
      if (!node || node.type !== 'code' || !/^(js|javascript)$/.test(node.lang ?? '')) return;
      if (!node.value?.includes('app.listen(')) {
        const example = chainPage ? chainExample(node.value ?? '') : undefined;
        if (example) {
          const state = encodeState({
            version,
            code: example.code,
            request: JSON.stringify(example.request, null, 2) + '\n',
            express: expressOfVersion(version),
          });
          node.meta = `${node.meta ?? ''} playground="${state.slice('#s='.length)}"`.trim();
        }
        return;
      }
      // A program that loads a module the sandbox does not have (node:crypto, ...) cannot run there.
      if (!runsInPlayground(node.value)) return;
      const next = children.slice(i + 1).find((n) => n.type === 'code');
      if (!next || next.lang !== 'http' || !/title="Request/.test(next.meta ?? '')) return;
      const request = requestOfHttpBlock(next.value ?? '');
      if (!request) return;
      const state = encodeState({
        version,
        code: node.value,
        request: JSON.stringify(request, null, 2) + '\n',
        express: expressOfVersion(version),
      });
      node.meta = `${node.meta ?? ''} playground="${state.slice('#s='.length)}"`.trim();
    });
  };
}
