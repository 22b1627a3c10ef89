/**
 * Reads the code blocks of a docs version's pages and sorts them into what the example checker
 * (scripts/docs/check-examples.ts) does with each.
 *
 * Fence conventions (documented in scripts/docs/examples/README.md):
 * - a js/ts/jsx/tsx block that calls `app.listen(` is a complete **program**: type-checked and run;
 * - an `http title="Request"` block followed by a `json|text|html title="Response NNN"` block is a
 *   **request pair**, replayed against the nearest program above it in the same page; when Express 4
 *   and 5 answer differently, the page shows `Response NNN (Express 4)` then `Response NNN (Express 5)`;
 *   the programs of one `<Tabs>` element (the same program as ES module, CommonJS and TypeScript)
 *   each get the requests that follow the tabs;
 * - a `ts signature` block (or a ts block made only of `name(...): Type` / `readonly name: Type`
 *   lines) is a **signature** block: its lines are type-checked as members of a declared class;
 * - a ts block made only of declarations without bodies (`const x: T;`, `function f(): T;`, types,
 *   interfaces, classes) is a **declaration** block: type-checked inside a declared namespace;
 * - any other js/ts block is a **fragment**: type-checked only;
 * - `against=<npm version>` in the fence meta checks the block against that release instead;
 * - `nocheck="reason"` (or bare `nocheck`) in the fence meta opts the block out; it is counted;
 * - `unsafe="reason"` on a program says its page shows it failing the hostile-request pass on
 *   purpose (./hostile.ts): its failures are listed, not counted, and a marked program that
 *   passes is a failure of the marker.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type BlockKind = 'program' | 'fragment' | 'signature' | 'declaration';

export type CodeBlock = {
  /** Absolute path of the page. */
  file: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
  lang: 'js' | 'ts' | 'jsx' | 'tsx';
  kind: BlockKind;
  code: string;
  /** npm version given by `against=`, when the block documents another release. */
  against?: string;
  /** Reason given by `nocheck`, when the block opts out (empty string for a bare marker). */
  optOut?: string;
  /** Reason given by `unsafe`: the page shows this program failing the hostile pass on purpose. */
  unsafe?: string;
  /** Request pairs that follow this program, in page order (programs only). */
  requests: RequestPair[];
};

export type RequestPair = {
  file: string;
  /** 1-based line of the request fence. */
  line: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Expected status, from the response block title. */
  status: number;
  /**
   * `json`: compared as parsed JSON; `text`: compared as trimmed text; `html`: the response must
   * be `text/html`, and is compared line by line with each line's indentation and the blank lines
   * dropped (the page may indent the markup for reading).
   */
  responseLang: ResponseLang;
  response: string;
  /** 1-based line of the response fence. */
  responseLine: number;
  /**
   * The answer under Express 5, when the page shows one apart: the first response block is then
   * titled `Response NNN (Express 4)` and the next `Response NNN (Express 5)`.
   */
  express5?: {status: number; responseLang: ResponseLang; response: string; responseLine: number};
};

/** The languages a response block may be written in (see `RequestPair.responseLang`). */
export type ResponseLang = 'json' | 'text' | 'html';
const RESPONSE_LANGS: readonly string[] = ['json', 'text', 'html'];

type Fence = {line: number; lang: string; meta: string; code: string};

const CODE_LANGS = new Set(['js', 'ts', 'jsx', 'tsx']);

/** Splits a page into its top-level fenced blocks (``` or longer backtick fences). */
export function fencesOf(source: string): Fence[] {
  const lines = source.split('\n');
  const out: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, ticks, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^\\s*${ticks}\\s*$`).exec(lines[j]);
      if (close) break;
      body.push(indent && lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    out.push({line: i + 1, lang, meta, code: body.join('\n')});
    i = j;
  }
  return out;
}

/** Value of `key="value"`, `key='value'` or `key=value` in a fence meta string. */
export function metaValue(meta: string, key: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${key}(?:=(?:"([^"]*)"|'([^']*)'|(\\S+)))?(?=\\s|$)`).exec(meta);
  if (!m) return undefined;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

const MEMBER_START = /^(readonly\s+[\w$]+\??\s*:|[A-Za-z_$][\w$.]*\??\s*(<[^>]*>)?\s*\()/;

/**
 * Splits a ts block into top-level chunks: a chunk starts at a line in column 0 and takes the
 * indented or closing lines after it. `member` chunks look like class members
 * (`name(...): Type`, `readonly name: Type`); the rest are plain statements.
 */
export function chunksOf(code: string): Array<{member: boolean; from: number; to: number; text: string}> {
  const lines = code.split('\n');
  const chunks: Array<{member: boolean; from: number; to: number; text: string}> = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!l.trim() || l.startsWith('//')) continue;
    if (/^\s/.test(l) || /^[)}\]>]/.test(l)) {
      if (chunks.length) {
        const c = chunks[chunks.length - 1];
        c.to = i;
        c.text += '\n' + l;
      }
      continue;
    }
    const keyword = /^(if|for|while|switch|return|await|function)\b\s*\(/.test(l) && !/\)\s*:\s*[\w{(]/.test(l);
    const member = MEMBER_START.test(l) && !keyword;
    chunks.push({member, from: i, to: i, text: l});
  }
  return chunks;
}

/** True when a ts block's chunk is a declaration without a body or value (an API excerpt). */
function isBodilessDeclaration(text: string): boolean {
  const sf = ts.createSourceFile(
    'chunk.ts',
    text.replace(/^declare\s+/, ''),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TS,
  );
  if (sf.statements.length === 0) return false;
  return sf.statements.every((st) => {
    if (ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st)) return true;
    if (ts.isFunctionDeclaration(st)) return !st.body;
    if (ts.isVariableStatement(st)) return st.declarationList.declarations.every((d) => !d.initializer && d.type);
    if (ts.isClassDeclaration(st)) {
      return (
        st.members.every((m) => !(ts.isMethodDeclaration(m) || ts.isConstructorDeclaration(m)) || !m.body) &&
        st.members.every((m) => !ts.isPropertyDeclaration(m) || !m.initializer)
      );
    }
    return false;
  });
}

/**
 * Kind of a ts block that is not a program: `signature` when it holds member-like lines (and
 * otherwise only bodiless declarations), `declaration` when it holds only bodiless declarations,
 * else `fragment`.
 */
export function excerptKind(code: string): 'signature' | 'declaration' | 'fragment' {
  const chunks = chunksOf(code);
  if (chunks.length === 0) return 'fragment';
  const others = chunks.filter((c) => !c.member);
  // A member-like line that ends a statement with a call (`foo(1);`) is code, not a signature.
  const members = chunks.filter((c) => c.member && /\)\s*:|^readonly\s/.test(c.text));
  if (members.length !== chunks.length - others.length) return 'fragment';
  if (!others.every((c) => isBodilessDeclaration(c.text))) return 'fragment';
  return members.length ? 'signature' : 'declaration';
}

/** Parses an `http` request block: request line, headers, blank line, body. */
function parseRequest(code: string): Pick<RequestPair, 'method' | 'path' | 'headers' | 'body'> {
  const [head, ...rest] = code.split(/\n\s*\n/);
  const [requestLine, ...headerLines] = head.split('\n');
  const m = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)(?:\s+HTTP\/1\.1)?\s*$/.exec(requestLine.trim());
  if (!m) throw new Error(`request line "${requestLine}" is not "METHOD /path HTTP/1.1"`);
  const headers: Record<string, string> = {};
  for (const h of headerLines) {
    const i = h.indexOf(':');
    if (i > 0) headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
  }
  const body = rest.join('\n\n').trim();
  return {method: m[1], path: m[2], headers, body: body || undefined};
}

/**
 * Reads every code block of one page.
 * Throws when a request block is malformed or not followed by a response block.
 */
export function blocksOfPage(file: string): CodeBlock[] {
  const text = fs.readFileSync(file, 'utf8');
  const fences = fencesOf(text);
  const blocks: CodeBlock[] = [];
  let lastProgram: CodeBlock | undefined;
  // The programs of one `<Tabs>` element (ES module, CommonJS, TypeScript) are one program
  // written three ways: each of them gets the requests that follow the tabs.
  const groups = tabGroupsOf(text);
  const groupOf = (line: number) => groups.findIndex(([start, end]) => line > start && line < end);
  const programsOfGroup = new Map<number, CodeBlock[]>();
  for (let i = 0; i < fences.length; i++) {
    const f = fences[i];
    const title = metaValue(f.meta, 'title');
    if (f.lang === 'http' && title === 'Request') {
      const next = fences[i + 1];
      const status = next && /^Response (\d{3})( \(Express 4\))?$/.exec(metaValue(next.meta, 'title') ?? '');
      if (!next || !status || !RESPONSE_LANGS.includes(next.lang)) {
        throw new Error(
          `${file}:${f.line}: a Request block must be followed by a json, text or html "Response NNN" block`,
        );
      }
      // A response marked (Express 4) must be followed by its (Express 5) counterpart.
      let express5: RequestPair['express5'];
      if (status[2]) {
        const other = fences[i + 2];
        const status5 = other && /^Response (\d{3}) \(Express 5\)$/.exec(metaValue(other.meta, 'title') ?? '');
        if (!other || !status5 || !RESPONSE_LANGS.includes(other.lang)) {
          throw new Error(
            `${file}:${next.line}: a "Response NNN (Express 4)" block must be followed by a "Response NNN (Express 5)" block`,
          );
        }
        express5 = {
          status: Number(status5[1]),
          responseLang: other.lang as ResponseLang,
          response: other.code,
          responseLine: other.line,
        };
      }
      if (!lastProgram) {
        throw new Error(
          `${file}:${f.line}: a Request block needs a complete program (a block calling app.listen) above it`,
        );
      }
      const pair: RequestPair = {
        file,
        line: f.line,
        ...parseRequest(f.code),
        status: Number(status[1]),
        responseLang: next.lang as ResponseLang,
        response: next.code,
        responseLine: next.line,
        ...(express5 ? {express5} : {}),
      };
      const group = groupOf(lastProgram.line);
      for (const program of group >= 0 ? programsOfGroup.get(group)! : [lastProgram]) program.requests.push(pair);
      i += express5 ? 2 : 1;
      continue;
    }
    if (!CODE_LANGS.has(f.lang)) continue;
    const optOut = metaValue(f.meta, 'nocheck');
    const against = metaValue(f.meta, 'against');
    const unsafe = metaValue(f.meta, 'unsafe');
    const kind: BlockKind = /\bapp\.listen\(/.test(f.code)
      ? 'program'
      : metaValue(f.meta, 'signature') !== undefined
        ? 'signature'
        : f.lang === 'ts'
          ? excerptKind(f.code)
          : 'fragment';
    const block: CodeBlock = {
      file,
      line: f.line,
      lang: f.lang as CodeBlock['lang'],
      kind,
      code: f.code,
      ...(against ? {against} : {}),
      ...(optOut !== undefined ? {optOut} : {}),
      ...(unsafe !== undefined ? {unsafe} : {}),
      requests: [],
    };
    blocks.push(block);
    if (kind === 'program') {
      lastProgram = block;
      const group = groupOf(block.line);
      if (group >= 0) programsOfGroup.set(group, [...(programsOfGroup.get(group) ?? []), block]);
    }
  }
  return blocks;
}

/** The line ranges (1-based, of the opening and closing tag) of the `<Tabs>` elements of a page. */
export function tabGroupsOf(text: string): [start: number, end: number][] {
  const groups: [number, number][] = [];
  let start: number | undefined;
  text.split('\n').forEach((line, i) => {
    if (/^<Tabs\b/.test(line)) start = i + 1;
    else if (/^<\/Tabs>/.test(line) && start !== undefined) {
      groups.push([start, i + 1]);
      start = undefined;
    }
  });
  return groups;
}

/** Every page (`.md`/`.mdx`, partials included) under a docs folder, sorted. */
export function pagesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}
