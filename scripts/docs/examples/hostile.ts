/**
 * The hostile-request pass of the example checker: besides the requests its page shows, every
 * complete program receives a fixed set of requests that real clients send, and must survive them.
 *
 * The set, built by `hostileRequests()` from the program's code and its documented requests:
 * - each field the program reads (a top-level key of a documented body or query string, or the
 *   first segment of a field a `body()`, `check()` or `query()` chain names), sent as an array,
 *   an object, a number, `''`, `null` and a 100,000-character string (`LONG_QUERY_LENGTH` in a
 *   query string), the other fields as the page sent them; a request with a body also gets each
 *   of its query-string fields (`urlFields()`) varied so in its URL;
 * - the request with no body at all, and with its body under `Content-Type: text/plain`;
 * - the request with `__proto__` and `constructor.prototype` keys that would pollute
 *   `Object.prototype` if merged carelessly;
 * - type confusion (`confusionVariants()`): each field that a documented request sends as a
 *   string, number or boolean and that the program's chains or schema name, sent wrapped around
 *   its own valid value (`[v]`, `[v, v]`, `[[v]]`, `{value: v}`, and for forms and query strings
 *   `k=v&k=v` and `k[]=v`). 7.x applies a standard validator to each element of an array, so
 *   `isEmail()` alone accepts `["a@b.co"]`; these requests must not get a 2xx. A field the program
 *   selects as an array or object (`shapedFields()`) is exempt, and an optional field of a form
 *   or query string gets only `k=v&k=v` (`optionalFields()`).
 *
 * `judge()` decides one answer: a program passes when no answer is a 5xx or carries a stack
 * trace, no answer contains the value sent in a field named like a secret (`isSecretName()`),
 * and no type-confusion request gets a 2xx that is not an HTML page. `malformedRequests()` builds
 * a second set, of requests a parser or decoder rejects. `prototypeSnapshot()` lets the runner
 * check that `Object.prototype` is unchanged after the whole set. Fields and routes are read from
 * the page: a program whose page shows no request
 * gets one per route its code declares with `app.<method>('<path>'`.
 */
import type {CodeBlock, RequestPair} from './blocks';

/**
 * Whether a field name is named like a secret, a value that must never come back to the client:
 * a name that contains `password`, `passwd`, `secret`, `token`, `credential` or `apikey`, or
 * has a word (split at camelCase humps, digits and any other character) that is one of
 * `pass`, `pwd`, `confirm`, `confirmation`, `key`, `pin`, `ssn`, `otp`, `cvv` or `cvc`. So
 * `apiKey`, `api_key`, `key`, `pinCode` and `confirmPassword` are secret; `keyword`,
 * `monkey` and `shipping` are not. Input: one path segment or a whole path.
 */
export function isSecretName(field: string): boolean {
  if (/password|passwd|secret|token|credential|api_?key/i.test(field)) return true;
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  return words.some((w) => SECRET_WORDS.has(w));
}

const SECRET_WORDS = new Set(['pass', 'pwd', 'confirm', 'confirmation', 'key', 'pin', 'ssn', 'otp', 'cvv', 'cvc']);

/** The key that the prototype requests try to add to `Object.prototype`. */
export const POLLUTION_KEY = 'hostilePolluted';

/** The length of the oversized string sent in each field of a body: 100 kB of ASCII. */
export const LONG_LENGTH = 100_000;

/**
 * The length of the oversized string sent in a query-string field: 8,000 characters. Node.js
 * refuses a request whose header section (the request line included) passes 16 KB with a 431
 * before any program sees it, so a longer value would test Node.js, not the program.
 */
export const LONG_QUERY_LENGTH = 8_000;

/** One request of the pass: what is sent, a short label for reports, and the secrets it carries. */
export type HostileRequest = {
  label: string;
  request: Pick<RequestPair, 'method' | 'path' | 'headers' | 'body'>;
  /** Values sent in secret fields (strings of 3 characters or more) that no answer may contain. */
  secrets: string[];
  /** The class of a `malformedRequests()` request (`'lone surrogate'`, `'1 MB body'`...), for the per-class report. */
  kind?: string;
  /** Set on a type-confusion request: a field sent wrapped in an array or object, which no 2xx may accept. */
  mustReject?: boolean;
};

type Base = {method: string; path: string; kind: 'json' | 'form' | 'query'; fields: Record<string, unknown>};

/** The top-level key a field path starts with (`a.b[0]` → `a`); undefined for a wildcard. */
function topKey(field: string): string | undefined {
  const key = field.split(/[.[]/)[0];
  return key && key !== '*' ? key : undefined;
}

/**
 * The fields (first path segment) that a program's chains started by `callees` name; by default
 * those of `body()`, `check()` and `query()`.
 */
export function chainFields(code: string, callees: readonly string[] = ['body', 'check', 'query']): string[] {
  const out = new Set<string>();
  for (const field of chainPaths(code, callees)) {
    const key = topKey(field);
    if (key) out.add(key);
  }
  return [...out];
}

/** Every field path that a chain started by one of `callees` names in `code`, as written. */
function chainPaths(code: string, callees: readonly string[]): string[] {
  const start = new RegExp(`\\b(?:${callees.join('|')})\\(\\s*(\\[[^\\]]*\\]|'[^']*'|"[^"]*")`, 'g');
  return [...code.matchAll(start)].flatMap((m) => [...m[1].matchAll(/['"]([^'"]*)['"]/g)].map((s) => s[1]));
}

/**
 * A JSON object text that opens with `leading` (members written by hand, such as an own
 * `__proto__` key, which JSON.stringify() cannot write) followed by the members of `fields`.
 */
function jsonWithLeadingKeys(leading: string, fields: Record<string, unknown>): string {
  return `{${[leading, JSON.stringify(fields).slice(1, -1)].filter(Boolean).join(',')}}`;
}

/**
 * The top-level fields a wildcard of a `body()` or `check()` chain expands in `code`: `items` for
 * `'items.*.sku'`, `'items[*]'` or `'items.*'`.
 */
export function wildcardParents(code: string): string[] {
  const out = new Set<string>();
  for (const field of chainPaths(code, ['body', 'check'])) {
    const m = /^(\w+)(?:\.\*|\[\*\])/.exec(field);
    if (m) out.add(m[1]);
  }
  return [...out];
}

/** An object that looks like an array to code that reads `length`; its `length` is no array length. */
const ARRAY_LIKE = {0: 'x', length: 'x'};

/**
 * The query-string fields of a request with a body (`base.kind` `json` or `form`), which the
 * program reads from the URL, not the body: the keys of the documented query string, each with
 * its first value, and the first segments of the fields `query()` chains in `code` name (`'x'`
 * where no request sends one). Empty for a `query` base, whose fields already are its query string.
 */
function urlFields(base: Base, code: string): Record<string, unknown> {
  if (base.kind === 'query') return {};
  const out = formFields(base.path.split('?')[1] ?? '');
  for (const key of chainFields(code, ['query'])) if (!(key in out)) out[key] = 'x';
  return out;
}

/** `base` with the query string of its path replaced by `fields`, in the bracket syntax `qs` reads. */
function withQuery(base: Base, fields: Record<string, unknown>): Base {
  const encoded = Object.entries(fields)
    .flatMap(([k, v]) => encodePairs(k, v))
    .join('&');
  return {...base, path: `${base.path.split('?')[0]}${encoded ? `?${encoded}` : ''}`};
}

/**
 * The values each field is sent as by the pass (label, value): an array and an object around the
 * page's own value `sent` (`'x'` when it is not a scalar), a number, `''`, `null` and a string of
 * `long` characters.
 */
function fieldVariants(sent: unknown, long: number): Array<[string, unknown]> {
  const scalar = typeof sent === 'string' || typeof sent === 'number' ? sent : 'x';
  return [
    ['an array', [scalar]],
    ['an object', {value: scalar}],
    ['a number', 31415926],
    ["''", ''],
    ['null', null],
    [`a ${long}-character string`, 'h'.repeat(long)],
  ];
}

/** Where a chain of `body()`, `check()`, `query()`, `param()`, `cookie()` or `header()` starts, with its fields. */
const CHAIN_START = /\b(?:body|check|query|param|cookie|header)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;

/** A chain member that selects the value as an array or object (`Array.isArray(` is not one). */
const SHAPE_MEMBER = /(?<!Array)\.(?:isArray|isObject|toArray)\(/;

/** A schema key that selects the value as an array or object. */
const SHAPE_KEY = /\b(?:isArray|isObject|toArray)\s*:/;

/** The text from `open` (the index of a `{`) to its matching `}`, strings not parsed. */
function braced(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return code.slice(open, i + 1);
  }
  return code.slice(open);
}

/**
 * The top-level fields of a program whose chain members match `member`, or whose schema entry
 * has a key matching `key`; with `nested`, also any field named by a path below it (`tags.*`,
 * `user.name`). A chain's members are read up to the next chain's start, a schema entry's inside
 * its braces.
 */
function fieldsWhere(code: string, member: RegExp, key: RegExp, nested: boolean): Set<string> {
  const out = new Set<string>();
  const mark = (field: string, members: string, test: RegExp) => {
    const top = topKey(field);
    if (top && ((nested && field !== top) || test.test(members))) out.add(top);
  };
  const starts = [...code.matchAll(CHAIN_START)];
  starts.forEach((m, i) => {
    const members = code.slice(m.index + m[0].length, starts[i + 1]?.index ?? code.length);
    for (const s of m[1].matchAll(/['"]([^'"]*)['"]/g)) mark(s[1], members, member);
  });
  for (const m of schemaEntries(code)) mark(m.field, m.body, key);
  return out;
}

/**
 * The top-level fields a program selects as an array or object, exempt from the type-confusion
 * requests: a chain or schema entry with `isArray`, `isObject` or `toArray`, or a path below the
 * field (`tags.*`, `tags[*]`, `user.name`).
 */
export function shapedFields(code: string): Set<string> {
  return fieldsWhere(code, SHAPE_MEMBER, SHAPE_KEY, true);
}

/**
 * The top-level fields a program's chains or schema make optional. A form or query parser that
 * does not nest (`extended: false`, Express 5's query parser) reads `k[0]=v` as another key and
 * leaves an optional `k` absent, so such a field gets only the repeated-key confusion request.
 */
export function optionalFields(code: string): Set<string> {
  return fieldsWhere(code, /\.optional\(/, /\boptional\s*:/, false);
}

/** The entries `field: { ... }` of the objects passed to `checkSchema()`, key and braced body. */
function schemaEntries(code: string): Array<{field: string; body: string}> {
  const out: Array<{field: string; body: string}> = [];
  for (const call of code.matchAll(/\bcheckSchema\(\s*\{/g)) {
    const schema = braced(code, call.index + call[0].length - 1);
    for (const m of schema.slice(1).matchAll(/(?:^|[{,\s])(['"]?)([\w$.*[\]]+)\1\s*:\s*\{/g)) {
      out.push({field: m[2], body: braced(schema, 1 + m.index + m[0].length - 1)});
    }
  }
  return out;
}

/** The top-level fields a program's chains or schema name: the candidates for type confusion. */
function validatedFields(code: string): Set<string> {
  const out = new Set(chainFields(code));
  for (const {field} of schemaEntries(code)) {
    const key = topKey(field);
    if (key) out.add(key);
  }
  return out;
}

/** Encodes a value as urlencoded pairs with indexes (`k[0]=v`, `k[value]=v`), as `qs` reads nesting. */
function encodeIndexed(key: string, value: unknown): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => encodeIndexed(`${key}[${k}]`, v));
  }
  return [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
}

/**
 * The type-confusion shapes of one field whose documented value is `v`: a label and either the
 * value to send (JSON bodies; forms and query strings encode it with indexes) or, for forms and
 * query strings, the raw pairs of the field.
 */
export function confusionVariants(
  key: string,
  v: string | number | boolean,
  kind: Base['kind'],
): Array<{what: string; value: unknown; pairs?: string[]}> {
  const shapes: Array<[string, unknown]> = [
    ['a one-element array', [v]],
    ['an array of two values', [v, v]],
    ['a nested array', [[v]]],
    ['an object', {value: v}],
  ];
  const out = shapes.map(([what, value]) => ({
    what,
    value,
    pairs: kind === 'json' ? undefined : encodeIndexed(key, value),
  }));
  if (kind !== 'json') {
    const one = `${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`;
    out.push({what: 'the key repeated', value: [v, v], pairs: [one, one]});
    out.push({what: 'key[]', value: [v], pairs: [`${encodeURIComponent(key)}[]=${encodeURIComponent(String(v))}`]});
  }
  return out;
}

/** Parses the body of a documented request, or undefined when it is neither JSON nor a form. */
function parseBase(pair: Pick<RequestPair, 'method' | 'path' | 'headers' | 'body'>): Base | undefined {
  const type = Object.entries(pair.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  const [pathname, search = ''] = pair.path.split('?');
  if (pair.body !== undefined && /json/i.test(type)) {
    try {
      const parsed: unknown = JSON.parse(pair.body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return {method: pair.method, path: pair.path, kind: 'json', fields: {...(parsed as Record<string, unknown>)}};
      }
    } catch {
      // A malformed body shown on purpose is not a base for the pass.
    }
    return undefined;
  }
  if (pair.body !== undefined && /urlencoded/i.test(type)) {
    return {method: pair.method, path: pair.path, kind: 'form', fields: formFields(pair.body)};
  }
  if (pair.body === undefined && pair.method === 'GET') {
    return {method: 'GET', path: pathname, kind: 'query', fields: formFields(search)};
  }
  return undefined;
}

/** The top-level keys of a urlencoded string, each with its first value (`a[b]=1` counts as `a`). */
function formFields(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const part of text.split('&').filter(Boolean)) {
    const [k, v = ''] = part.split('=');
    const key = topKey(decodeURIComponent(k.replace(/\+/g, ' ')));
    if (key && !(key in out)) out[key] = decodeURIComponent(v.replace(/\+/g, ' '));
  }
  return out;
}

/** Encodes a value as urlencoded pairs under `key`, in the bracket syntax `qs` reads. */
function encodePairs(key: string, value: unknown): string[] {
  if (value === null) return [encodeURIComponent(key)];
  if (Array.isArray(value)) return value.flatMap((v) => encodePairs(key, v));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => encodePairs(`${key}[${k}]`, v));
  }
  return [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
}

/** The request that sends `fields` the way `base` sends its own. */
function build(base: Base, fields: Record<string, unknown>, raw?: string): HostileRequest['request'] {
  if (base.kind === 'json') {
    return {
      method: base.method,
      path: base.path,
      headers: {'Content-Type': 'application/json'},
      body: raw ?? JSON.stringify(fields),
    };
  }
  const encoded =
    raw ??
    Object.entries(fields)
      .flatMap(([k, v]) => encodePairs(k, v))
      .join('&');
  if (base.kind === 'form') {
    return {
      method: base.method,
      path: base.path,
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: encoded,
    };
  }
  return {method: 'GET', path: encoded ? `${base.path}?${encoded}` : base.path, headers: {}};
}

/**
 * The secret values carried by a set of fields: strings of 3+ characters and numbers under a key
 * named like a secret (`isSecretName()`) at any depth, and everything nested below such a key.
 */
function secretsOf(fields: Record<string, unknown>): string[] {
  const out: string[] = [];
  const collect = (v: unknown, secret: boolean): void => {
    if (typeof v === 'string') {
      if (secret && v.length >= 3) out.push(v);
    } else if (typeof v === 'number') {
      if (secret) out.push(String(v));
    } else if (Array.isArray(v)) v.forEach((x) => collect(x, secret));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) collect(x, secret || isSecretName(k));
    }
  };
  collect(fields, false);
  return out;
}

/** The values a documented request sends in secret fields, which its answer may not contain. */
export function documentedSecrets(pair: Pick<RequestPair, 'method' | 'path' | 'headers' | 'body'>): string[] {
  const base = parseBase(pair);
  return base ? secretsOf(base.fields) : [];
}

/** The documented requests of a program that a pass can vary, one per method and path. */
function basesOf(program: CodeBlock): Base[] {
  const seen = new Map<string, Base>();
  for (const pair of program.requests) {
    const base = parseBase(pair);
    if (!base) continue;
    const key = `${base.method} ${base.path.split('?')[0]}`;
    const known = seen.get(key);
    // Keep the first base of a route, adding the fields later requests send.
    if (known) {
      for (const [k, v] of Object.entries(base.fields)) if (!(k in known.fields)) known.fields[k] = v;
    } else seen.set(key, base);
  }
  if (seen.size === 0) {
    for (const m of program.code.matchAll(/\bapp\.(get|post|put|patch|delete)\(\s*['"](\/[^'"]*)['"]/g)) {
      const method = m[1].toUpperCase();
      const path = m[2].replace(/:(\w+)/g, '1').replace(/\*\w*/g, 'x');
      const key = `${method} ${path}`;
      if (!seen.has(key)) seen.set(key, {method, path, kind: method === 'GET' ? 'query' : 'json', fields: {}});
    }
  }
  return [...seen.values()];
}

/**
 * The hostile requests for one program: for each route it is shown answering (see the module
 * comment), the field variants, the missing and mistyped body, and the prototype keys. Fields
 * the chains name but no documented request sends are added with the value `'x'`.
 */
export function hostileRequests(program: CodeBlock): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const base of basesOf(program)) {
    const fields = {...base.fields};
    // A query() field of a request with a body is sent in its URL (urlFields()), not its body.
    for (const f of chainFields(program.code, base.kind === 'query' ? undefined : ['body', 'check'])) {
      if (!(f in fields)) fields[f] = 'x';
    }
    const where = `${base.method} ${base.path.split('?')[0]}`;
    const long = base.kind === 'query' ? LONG_QUERY_LENGTH : LONG_LENGTH;
    for (const field of Object.keys(fields)) {
      for (const [what, value] of fieldVariants(fields[field], long)) {
        const varied = {...fields, [field]: value};
        out.push({label: `${where}: ${field} as ${what}`, request: build(base, varied), secrets: secretsOf(varied)});
      }
    }
    const inUrl = urlFields(base, program.code);
    for (const field of Object.keys(inUrl)) {
      for (const [what, value] of fieldVariants(inUrl[field], LONG_QUERY_LENGTH)) {
        const varied = {...inUrl, [field]: value};
        out.push({
          label: `${where}: ${field} in the query string as ${what}`,
          request: build(withQuery(base, varied), fields),
          secrets: [...secretsOf(fields), ...secretsOf(varied)],
        });
      }
    }
    const shaped = shapedFields(program.code);
    const validated = validatedFields(program.code);
    const optional = optionalFields(program.code);
    for (const [field, sent] of Object.entries(base.fields)) {
      if (!['string', 'number', 'boolean'].includes(typeof sent) || shaped.has(field) || !validated.has(field))
        continue;
      for (const {what, value, pairs} of confusionVariants(field, sent as string | number | boolean, base.kind)) {
        if (optional.has(field) && pairs && what !== 'the key repeated') continue;
        const varied = {...fields, [field]: value};
        const raw = pairs
          ? Object.entries(fields)
              .flatMap(([k, x]) => (k === field ? pairs : encodePairs(k, x)))
              .join('&')
          : undefined;
        out.push({
          label: `${where}: ${field} as ${what}`,
          request: build(base, varied, raw),
          secrets: secretsOf(varied),
          mustReject: true,
        });
      }
    }
    const whole = build(base, fields);
    out.push({
      label: `${where}: no body`,
      request: {method: base.method, path: base.path.split('?')[0], headers: {}},
      secrets: [],
    });
    if (base.kind !== 'query') {
      out.push({
        label: `${where}: the body as text/plain`,
        request: {...whole, headers: {'Content-Type': 'text/plain'}},
        secrets: secretsOf(fields),
      });
    }
    const poison = {[POLLUTION_KEY]: 'yes'};
    // JSON.stringify() cannot write an own `__proto__` key, so the JSON body is assembled by hand.
    const raw =
      base.kind === 'json'
        ? jsonWithLeadingKeys(
            `"__proto__":${JSON.stringify(poison)},"constructor":${JSON.stringify({prototype: poison})}`,
            fields,
          )
        : [
            ...Object.entries(fields).flatMap(([k, v]) => encodePairs(k, v)),
            ...encodePairs('__proto__', poison),
            ...encodePairs('constructor', {prototype: poison}),
          ].join('&');
    const request = build(base, fields, raw);
    out.push({label: `${where}: __proto__ and constructor keys`, request, secrets: secretsOf(fields)});
  }
  return out;
}

/** How deep the deeply nested JSON value is: 10,000 arrays, one inside the other. */
export const DEEP_NESTING = 10_000;

/** The size of the oversized body: 1 MB, over body-parser's 100 kB default `limit`. */
export const BIG_BODY_BYTES = 1_000_000;

/** How many parameters the crowded urlencoded request sends: over body-parser's `parameterLimit` of 1,000. */
export const MANY_PARAMETERS = 1_001;

/**
 * The malformed requests of a program, one set per route it is shown answering (the same routes
 * and fields as `hostileRequests()`): what a parser or decoder rejects before or while the
 * program's chains run. A program must answer each with a 4xx (or a 2xx), never a 5xx, a stack
 * trace or by ending its process.
 * - each string field holding a lone UTF-16 surrogate (`"\ud800"`, JSON bodies only: UTF-8
 *   cannot carry one);
 * - each field, and each query-string field of a request with a body, as an object with own
 *   `toString` and `valueOf` keys;
 * - the path with a malformed `%` escape at its end (a route parameter then fails to decode);
 * - JSON bodies: the first field nested `DEEP_NESTING` arrays deep, the body declared
 *   `charset=latin1` and `charset=utf-16` (sent as UTF-8), and the body with `__proto__` and
 *   `constructor` keys holding `null` (keys named like `Object.prototype` members);
 * - each field a wildcard chain expands (`wildcardParents()`) as an array-like object,
 *   `{"0": "x", "length": "x"}`;
 * - bodies: a `BIG_BODY_BYTES` body; urlencoded bodies and query strings: `MANY_PARAMETERS`
 *   parameters.
 */
export function malformedRequests(program: CodeBlock): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const base of basesOf(program)) {
    const fields = {...base.fields};
    // A query() field of a request with a body is sent in its URL (urlFields()), not its body.
    for (const f of chainFields(program.code, base.kind === 'query' ? undefined : ['body', 'check'])) {
      if (!(f in fields)) fields[f] = 'x';
    }
    const where = `${base.method} ${base.path.split('?')[0]}`;
    const secrets = secretsOf(fields);
    const add = (kind: string, label: string, request: HostileRequest['request']) =>
      out.push({label: `${where}: ${label}`, request, secrets, kind});
    for (const [field, sent] of Object.entries(fields)) {
      if (base.kind === 'json' && typeof sent === 'string') {
        const body = JSON.stringify({...fields, [field]: 'SURROGATE'}).replace('"SURROGATE"', '"\\ud800"');
        add('lone surrogate', `${field} as a lone surrogate`, build(base, fields, body));
      }
      add(
        'own toString and valueOf',
        `${field} with own toString and valueOf`,
        build(base, {...fields, [field]: {toString: 'x', valueOf: 'x'}}),
      );
    }
    if (base.kind !== 'query') {
      for (const field of wildcardParents(program.code)) {
        add('array-like object', `${field} as an array-like object`, build(base, {...fields, [field]: ARRAY_LIKE}));
      }
    }
    const inUrl = urlFields(base, program.code);
    for (const field of Object.keys(inUrl)) {
      const varied = withQuery(base, {...inUrl, [field]: {toString: 'x', valueOf: 'x'}});
      add(
        'own toString and valueOf',
        `${field} in the query string with own toString and valueOf`,
        build(varied, fields),
      );
    }
    const whole = build(base, fields);
    const [wholePath, query] = whole.path.split('?');
    add('malformed % escape', 'a malformed % escape in the path', {
      ...whole,
      path: `${wholePath}%E0%A4%A${query ? `?${query}` : ''}`,
    });
    if (base.kind === 'json') {
      const [first = 'value'] = Object.keys(fields);
      const deep = '['.repeat(DEEP_NESTING) + ']'.repeat(DEEP_NESTING);
      const rest = JSON.stringify({...fields, [first]: 'DEEP'});
      add(
        `nested ${DEEP_NESTING} deep`,
        `${first} nested ${DEEP_NESTING} deep`,
        build(base, fields, rest.replace('"DEEP"', deep)),
      );
      add(
        'prototype-named keys holding null',
        '__proto__ and constructor keys holding null',
        build(base, fields, jsonWithLeadingKeys('"__proto__":null,"constructor":null', fields)),
      );
      for (const charset of ['latin1', 'utf-16']) {
        add(`charset=${charset}`, `a charset=${charset} body`, {
          ...whole,
          headers: {'Content-Type': `application/json; charset=${charset}`},
        });
      }
    }
    if (base.kind !== 'query') {
      const [first = 'value'] = Object.keys(fields);
      add(
        '1 MB body',
        `a ${BIG_BODY_BYTES / 1e6} MB body`,
        build(base, {...fields, [first]: 'h'.repeat(BIG_BODY_BYTES)}),
      );
    }
    if (base.kind !== 'json') {
      const many = Array.from({length: MANY_PARAMETERS}, (_, i) => `p${i}=x`).join('&');
      const own = base.kind === 'form' ? (whole.body ?? '') : (query ?? '');
      add(
        `${MANY_PARAMETERS} parameters`,
        `${MANY_PARAMETERS} parameters`,
        build(base, fields, own ? `${own}&${many}` : many),
      );
    }
  }
  return out;
}

/**
 * A stack frame as Node.js prints it (`    at fn (file.js:1:2)`): at the start of the body, of a
 * line, of a `\n` escaped in JSON, or of a `<br>` line of Express's HTML error page, where the
 * indentation is `&nbsp;` and spaces. Linear time: the indentation cannot hold a line break, so a
 * run of whitespace is scanned once, and no quantifier is nested in another.
 */
export const STACK = /(?:^|\n|\\n|<br>)(?:[ \t]|&nbsp;)*at [^\n<]*:\d+:\d+/;

/** Keys of an error object whose values the program's author wrote, not the client. */
const AUTHORED_KEYS = new Set(['type', 'msg', 'path', 'param', 'location', 'message', 'field']);

/**
 * Whether an answer body shows a secret value: in a JSON body, a string (not a key, nor the value
 * of an authored key such as `msg` or `path`) that contains it; in any other body, the value as a
 * whole word. A short password such as `pass` then does not match the field name `password`.
 */
export function showsSecret(body: string, secret: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    const wordChar = /[\p{L}\p{N}]/u;
    for (let at = body.indexOf(secret); at >= 0; at = body.indexOf(secret, at + 1)) {
      const before = body[at - 1] ?? '';
      const after = body[at + secret.length] ?? '';
      if (!wordChar.test(before) && !wordChar.test(after)) return true;
    }
    return false;
  }
  const walk = (v: unknown, key?: string): boolean => {
    if (typeof v === 'string') return !AUTHORED_KEYS.has(key ?? '') && v.includes(secret);
    if (typeof v === 'number') return String(v) === secret;
    if (Array.isArray(v)) return v.some((x) => walk(x, key));
    if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => walk(x, k));
    return false;
  };
  return walk(parsed);
}

/**
 * Judges one answer of the pass; returns what is wrong, or undefined when it passes.
 * `status` and `body` come from the program; `secrets` are the values the request carried in
 * secret fields; `mustReject` marks a type-confusion request, which fails on a 2xx that is not
 * an HTML page.
 */
export function judge(
  answer: {status: number; body: string},
  secrets: readonly string[],
  mustReject = false,
): string | undefined {
  const problems: string[] = [];
  // An HTML answer is not judged here: a page that shows its form again answers 200 with the errors.
  if (mustReject && answer.status >= 200 && answer.status < 300 && !answer.body.trimStart().startsWith('<')) {
    problems.push(`status ${answer.status}: the wrong type was accepted; check the type with bail() first`);
  }
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (STACK.test(answer.body)) problems.push('a stack trace in the answer');
  const shown = secrets.filter((s) => showsSecret(answer.body, s));
  if (shown.length) {
    problems.push(`the answer shows the secret ${shown.map((s) => JSON.stringify(s.slice(0, 40))).join(', ')}`);
  }
  return problems.length ? problems.join('; ') : undefined;
}

/** The own property names of `Object.prototype`, to compare before and after a pass. */
export function prototypeSnapshot(): string {
  return Object.getOwnPropertyNames(Object.prototype).sort().join(',');
}

/**
 * Removes what a polluting request added to `Object.prototype` since `before` (a snapshot from
 * `prototypeSnapshot()`), so later programs run clean; returns the names it removed.
 */
export function restorePrototype(before: string): string[] {
  const known = new Set(before.split(','));
  const added = Object.getOwnPropertyNames(Object.prototype).filter((n) => !known.has(n));
  for (const n of added) delete (Object.prototype as Record<string, unknown>)[n];
  return added;
}
