/**
 * "Check my code": reads a pasted program with @babel/parser (JavaScript, TypeScript and JSX),
 * follows what it imports or requires from express-validator, and finds where it calls that API:
 * the names it imports, where its chains start (`body()`, `check()`, checkSchema() fields) and
 * for which locations, the chain and result methods it calls on values that come from
 * express-validator, the options it passes them, the keys of its checkSchema() schemas, the
 * fields it reads from validation errors and a custom validator's `meta`, the legacy `req.check*()`
 * calls of 5.x and the module paths it loads. A method of some other object (`db.users.exists()`)
 * or a field of some other object (`{ fields, data }` of a database answer) does not count, and
 * neither does a chain method the program defines itself: the custom validators and sanitizers
 * given to `new ExpressValidator()` are not the standard ones of the same name on that
 * instance's chains.
 *
 * The page loads this module (and the parser with it) only when the reader asks for a check.
 * Runs in the browser; nothing is sent anywhere.
 *
 * Input: the code (any text) and the checklist items (./types.ts, their `needles`). Output: item
 * id -> sorted 1-based line numbers, or an error (code too long, or no program could be read).
 * Never throws.
 */
import {parse} from '@babel/parser';

import {codeTooLongMessage, MAX_CODE_CHARS, type Item, type MatchResult, type Needle} from './types';

export {MAX_CODE_CHARS};

/** The functions of express-validator whose call returns a validation chain. */
const CHAIN_CREATORS = new Set([
  'check',
  'body',
  'cookie',
  'header',
  'param',
  'query',
  'sanitize',
  'sanitizeBody',
  'sanitizeCookie',
  'sanitizeParam',
  'sanitizeQuery',
]);
/** Result methods that return a list of errors or an object of them. */
const ERROR_LISTS = new Set(['array', 'mapped']);
/**
 * Schema keys not read as a use of the chain method of the same name: `in` and `errorMessage`
 * are none, and `bail`, `if`, `not` and `withMessage` at field level are schema keys with items of
 * their own, which do not take the method's options.
 */
const SCHEMA_ONLY = new Set(['in', 'errorMessage', 'bail', 'if', 'not', 'withMessage']);

type Node = {type: string; loc?: {start: {line: number}}; [key: string]: unknown};
/** What a value of the program is, as far as express-validator goes. */
type Value =
  | {kind: 'module'; path: string}
  | {kind: 'export'; name: string; custom?: Set<string>}
  | {kind: 'chain'; custom?: Set<string>}
  | {kind: 'result'}
  | {kind: 'errors'}
  | {kind: 'error'}
  | {kind: 'meta'}
  | {kind: 'instance'; custom: Set<string>}
  | {kind: 'object'; node: Node}
  | {kind: 'function'; node: Node};

/** What the program uses: each map holds a name and the lines it is used on. */
export type Uses = {
  imports: Map<string, number[]>;
  /** Export name -> lines where the program calls it. */
  calls: Map<string, number[]>;
  /** Chain function name (`body`, `check`) or schema location -> lines where a chain starts. */
  chains: Map<string, number[]>;
  paths: {path: string; line: number}[];
  methods: Map<string, number[]>;
  results: Map<string, number[]>;
  options: Map<string, number[]>;
  schema: Map<string, number[]>;
  properties: Map<string, number[]>;
  legacy: Map<string, number[]>;
};

const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && typeof (x as Node).type === 'string';
const lineOf = (n: Node) => n.loc?.start.line ?? 0;
const keyName = (p: Node): string | undefined => {
  const key = p.key as Node | undefined;
  if (!key || p.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'StringLiteral') return key.value as string;
  return undefined;
};
const isFunction = (n: Node | undefined) =>
  !!n && ['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(n.type);
/** Strips TypeScript wrappers (`x as T`, `x!`, `(x)`) from an expression. */
function bare(n: Node): Node {
  while (['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression'].includes(n.type))
    n = n.expression as Node;
  return n;
}
/** The string of a `require('x')` or `import('x')` call, if it is one. */
function requiredPath(n: Node): string | undefined {
  if (n.type !== 'CallExpression') return undefined;
  const callee = n.callee as Node;
  const arg = (n.arguments as Node[])[0];
  const isRequire = callee.type === 'Identifier' && callee.name === 'require';
  if ((isRequire || callee.type === 'Import') && arg?.type === 'StringLiteral') return arg.value as string;
  return undefined;
}
const fromPackage = (p: string) => p === 'express-validator' || p.startsWith('express-validator/');

/** Reads the program and lists what it uses of express-validator. Throws when nothing can be parsed. */
export function usesOf(code: string): Uses {
  const ast = parse(code, {
    sourceType: 'unambiguous',
    plugins: ['typescript', 'jsx'],
    errorRecovery: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
  }) as unknown as Node;
  const uses: Uses = {
    imports: new Map(),
    calls: new Map(),
    chains: new Map(),
    paths: [],
    methods: new Map(),
    results: new Map(),
    options: new Map(),
    schema: new Map(),
    properties: new Map(),
    legacy: new Map(),
  };
  const add = (map: Map<string, number[]>, name: string, line: number) =>
    map.set(name, [...(map.get(name) ?? []), line]);
  const bindings = new Map<string, Value>();

  /** Binds the names of a declaration's pattern to what the initial value gives them. */
  function bindPattern(pattern: Node, value: Value | undefined) {
    if (!value) return;
    if (pattern.type === 'Identifier') {
      bindings.set(pattern.name as string, value);
      if (value.kind === 'export') add(uses.imports, value.name, lineOf(pattern));
      return;
    }
    if (pattern.type === 'ObjectPattern') {
      for (const p of pattern.properties as Node[]) {
        if (p.type !== 'ObjectProperty') continue;
        const name = keyName(p);
        const target = p.value as Node;
        const local = target.type === 'AssignmentPattern' ? (target.left as Node) : target;
        if (!name) continue;
        if (value.kind === 'module') bindPattern(local, {kind: 'export', name});
        else if (value.kind === 'instance') bindPattern(local, {kind: 'export', name, custom: value.custom});
        else if (value.kind === 'error' || value.kind === 'meta') add(uses.properties, name, lineOf(p));
      }
      return;
    }
    if (pattern.type === 'ArrayPattern' && value.kind === 'errors') {
      for (const el of pattern.elements as (Node | null)[]) if (el) bindPattern(el, {kind: 'error'});
    }
  }

  /** Marks the parameters of a callback: `error` for the first, `meta` for a custom validator's second. */
  function bindCallback(fn: Node | undefined, roles: ('error' | 'meta' | undefined)[]) {
    if (!fn) return;
    if (fn.type === 'Identifier') {
      const v = bindings.get(fn.name as string);
      if (v?.kind === 'function') fn = v.node;
      else return;
    }
    if (!isFunction(fn)) return;
    (fn.params as Node[]).forEach((param, i) => {
      const role = roles[i];
      if (!role) return;
      const p = param.type === 'AssignmentPattern' ? (param.left as Node) : param;
      bindPattern(p, {kind: role});
    });
  }

  /** Records the keys of an options object given to `owner` (`method:isEmail`, `import:oneOf`). */
  function recordOptions(owner: string, arg: Node | undefined) {
    const obj = arg && bare(arg);
    if (obj?.type !== 'ObjectExpression') return;
    for (const p of obj.properties as Node[]) {
      const name = p.type === 'ObjectProperty' || p.type === 'ObjectMethod' ? keyName(p) : undefined;
      if (name) add(uses.options, `${owner}.${name}`, lineOf(p));
    }
  }

  /** An object literal, or the object literal a name is bound to; undefined for anything else. */
  function objectOf(arg: Node | undefined): Node | undefined {
    let obj = arg && bare(arg);
    if (obj?.type === 'Identifier') {
      const v = bindings.get(obj.name as string);
      obj = v?.kind === 'object' ? v.node : undefined;
    }
    return obj?.type === 'ObjectExpression' ? obj : undefined;
  }

  /** The keys of an object literal, or of the object literal a name is bound to. */
  function keysOf(arg: Node | undefined): string[] {
    const obj = objectOf(arg);
    if (!obj) return [];
    return (obj.properties as Node[]).flatMap((p) =>
      p.type === 'ObjectProperty' || p.type === 'ObjectMethod' ? (keyName(p) ?? []) : [],
    );
  }

  /**
   * Records a checkSchema() schema: where its fields start chains, field-level keys, the methods
   * they name (not the program's own, `own`), their options.
   */
  function recordSchema(arg: Node | undefined, own?: Set<string>) {
    const schema = objectOf(arg);
    if (!schema) return;
    for (const field of schema.properties as Node[]) {
      const config = field.type === 'ObjectProperty' ? bare(field.value as Node) : undefined;
      if (config?.type !== 'ObjectExpression') continue;
      const where = (config.properties as Node[]).find((p) => p.type === 'ObjectProperty' && keyName(p) === 'in');
      const locations = where ? bare(where.value as Node) : undefined;
      const names =
        locations?.type === 'StringLiteral'
          ? [locations.value as string]
          : locations?.type === 'ArrayExpression'
            ? (locations.elements as Node[]).flatMap((e) => (e?.type === 'StringLiteral' ? [e.value as string] : []))
            : [];
      for (const name of names.length ? names : ['check']) add(uses.chains, name, lineOf(field));
      for (const entry of config.properties as Node[]) {
        const key = entry.type === 'ObjectProperty' ? keyName(entry) : undefined;
        if (!key || own?.has(key)) continue;
        const line = lineOf(entry);
        add(uses.schema, key, line);
        if (SCHEMA_ONLY.has(key)) continue;
        add(uses.methods, key, line);
        const value = bare(entry.value as Node);
        if (value.type !== 'ObjectExpression') continue;
        const options = (value.properties as Node[]).find(
          (p) => p.type === 'ObjectProperty' && keyName(p) === 'options',
        );
        recordOptions(`method:${key}`, options ? (options.value as Node) : key === 'optional' ? value : undefined);
        const custom = (value.properties as Node[]).find(
          (p) => (p.type === 'ObjectProperty' || p.type === 'ObjectMethod') && keyName(p) === 'options',
        );
        if (key === 'custom' && custom) bindCallback(custom.value as Node, [undefined, 'meta']);
      }
    }
  }

  /** What an expression is, recording the uses it makes on the way. */
  function valueOf(input: Node | undefined): Value | undefined {
    if (!input) return undefined;
    const n = bare(input);
    switch (n.type) {
      case 'Identifier': {
        const v = bindings.get(n.name as string);
        if (v?.kind === 'export') add(uses.imports, v.name, lineOf(n));
        return v;
      }
      case 'MemberExpression':
      case 'OptionalMemberExpression': {
        const object = valueOf(n.object as Node);
        const prop = n.property as Node;
        const name = !n.computed && prop.type === 'Identifier' ? (prop.name as string) : undefined;
        if (object?.kind === 'module' && name) {
          add(uses.imports, name, lineOf(n));
          return {kind: 'export', name};
        }
        if (object?.kind === 'errors' && n.computed) return {kind: 'error'};
        if ((object?.kind === 'error' || object?.kind === 'meta') && name) add(uses.properties, name, lineOf(prop));
        if (object?.kind === 'export' && object.name === 'validationResult' && name === 'withDefaults')
          return {kind: 'export', name: 'validationResult.withDefaults'};
        if (object?.kind === 'instance' && name) {
          add(uses.imports, name, lineOf(prop));
          return {kind: 'export', name, custom: object.custom};
        }
        return object && name ? {kind: 'function', node: {type: 'Member', object, name} as unknown as Node} : undefined;
      }
      case 'CallExpression':
      case 'OptionalCallExpression':
        return callValue(n);
      case 'NewExpression': {
        const callee = valueOf(n.callee as Node);
        const args = n.arguments as Node[];
        args.forEach((a) => walk(a));
        if (callee?.kind !== 'export' || callee.name !== 'ExpressValidator') return undefined;
        // Its first two arguments: the program's own validators and sanitizers.
        return {kind: 'instance', custom: new Set([...keysOf(args[0]), ...keysOf(args[1])])};
      }
      case 'AwaitExpression':
        return valueOf(n.argument as Node);
      case 'ObjectExpression':
        walk(n);
        return {kind: 'object', node: n};
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        walk(n);
        return {kind: 'function', node: n};
      default:
        walk(n);
        return undefined;
    }
  }

  /** A call: what it calls, the uses it makes, what it returns. */
  function callValue(n: Node): Value | undefined {
    const args = n.arguments as Node[];
    const path = requiredPath(n);
    if (path !== undefined) {
      if (fromPackage(path)) {
        uses.paths.push({path, line: lineOf(n)});
        return {kind: 'module', path};
      }
      return undefined;
    }
    const callee = bare(n.callee as Node);
    // req.checkBody(), req.validationErrors() and the other legacy calls of 5.x.
    if (callee.type === 'MemberExpression' && !callee.computed) {
      let root = callee.object as Node;
      while (root.type === 'MemberExpression' || root.type === 'CallExpression')
        root = (root.type === 'MemberExpression' ? root.object : root.callee) as Node;
      const name = (callee.property as Node).name as string;
      if (root.type === 'Identifier' && root.name === 'req' && (callee.object as Node).type === 'Identifier')
        add(uses.legacy, name, lineOf(n));
    }
    const fn = valueOf(callee);
    const member = fn?.kind === 'function' && (fn.node as unknown as {object?: Value; name?: string});
    let out: Value | undefined;
    if (fn?.kind === 'export') {
      const name = fn.name;
      add(uses.calls, name, lineOf(n));
      recordOptions(`import:${name}`, args.at(-1));
      if (CHAIN_CREATORS.has(name)) {
        add(uses.chains, name, lineOf(n));
        out = {kind: 'chain', custom: fn.custom};
      } else if (name === 'buildCheckFunction') out = {kind: 'export', name: 'check', custom: fn.custom};
      else if (name === 'validationResult') out = {kind: 'result'};
      else if (name === 'validationResult.withDefaults') {
        const options = args[0] && bare(args[0]);
        if (options?.type === 'ObjectExpression')
          for (const p of options.properties as Node[])
            if (p.type === 'ObjectProperty' && keyName(p) === 'formatter') bindCallback(p.value as Node, ['error']);
        out = {kind: 'export', name: 'validationResult'};
      } else if (name === 'checkSchema') recordSchema(args[0], fn.custom);
    } else if (fn?.kind === 'module' && fn.path === 'express-validator') {
      // Calling the module itself: the default export of 5.x, `expressValidator()`.
      add(uses.imports, 'expressValidator', lineOf(n));
    } else if (member && member.object && member.name) {
      const name = member.name;
      const on = member.object.kind;
      const line = lineOf((callee as Node).property as Node);
      if (on === 'chain') {
        const custom = (member.object as {custom?: Set<string>}).custom;
        if (!custom?.has(name)) {
          add(uses.methods, name, line);
          recordOptions(`method:${name}`, args.at(-1));
        }
        if (name === 'custom') bindCallback(args[0], [undefined, 'meta']);
        if (name === 'customSanitizer') bindCallback(args[0], [undefined, 'meta']);
        out = name === 'run' ? undefined : {kind: 'chain', custom};
      } else if (on === 'result') {
        add(uses.results, name, line);
        if (name === 'formatWith') {
          bindCallback(args[0], ['error']);
          out = {kind: 'result'};
        } else if (ERROR_LISTS.has(name)) out = {kind: 'errors'};
      } else if (on === 'errors') {
        // array().map(), .forEach(), .find()...: the callback gets one error; find() returns one.
        bindCallback(args[0], ['error']);
        out = name === 'find' ? {kind: 'error'} : name === 'filter' || name === 'slice' ? {kind: 'errors'} : undefined;
      }
    }
    for (const a of args) {
      const v = valueOf(a);
      void v;
    }
    return out;
  }

  /** Visits every node below `n`, reading declarations and expressions. */
  function walk(n: unknown): void {
    if (Array.isArray(n)) {
      n.forEach(walk);
      return;
    }
    if (!isNode(n)) return;
    switch (n.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const source = n.source as Node | null | undefined;
        const path = source?.value as string | undefined;
        if (path !== undefined && fromPackage(path)) {
          uses.paths.push({path, line: lineOf(n)});
          for (const s of (n.specifiers as Node[] | undefined) ?? []) {
            const local = (s.local as Node | undefined)?.name as string | undefined;
            if (s.type === 'ImportSpecifier') {
              const imported = s.imported as Node;
              const name = (imported.type === 'Identifier' ? imported.name : imported.value) as string;
              add(uses.imports, name, lineOf(s));
              if (local) bindings.set(local, {kind: 'export', name});
            } else if ((s.type === 'ImportDefaultSpecifier' || s.type === 'ImportNamespaceSpecifier') && local) {
              bindings.set(local, {kind: 'module', path});
            }
          }
        }
        walk(n.declaration);
        return;
      }
      case 'VariableDeclarator': {
        const init = n.init as Node | undefined;
        bindPattern(n.id as Node, init ? valueOf(init) : undefined);
        return;
      }
      case 'FunctionDeclaration': {
        const id = n.id as Node | undefined;
        if (id) bindings.set(id.name as string, {kind: 'function', node: n});
        walk(n.body);
        return;
      }
      case 'CallExpression':
      case 'OptionalCallExpression':
      case 'MemberExpression':
      case 'OptionalMemberExpression':
      case 'NewExpression':
        valueOf(n);
        return;
      default:
        for (const [key, child] of Object.entries(n)) {
          if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra' || key.endsWith('Comments'))
            continue;
          if (typeof child === 'object') walk(child);
        }
    }
  }

  walk(ast);
  return uses;
}

/** The lines where the program uses one needle. */
function linesOf(uses: Uses, n: Needle): number[] {
  switch (n.type) {
    case 'import':
      return uses.imports.get(n.name) ?? [];
    case 'call':
      return uses.calls.get(n.name) ?? [];
    case 'method':
      return uses.methods.get(n.name) ?? [];
    case 'chain':
      return [...uses.chains]
        .filter(([name]) => !n.location || n.location.includes(name))
        .flatMap(([, lines]) => lines);
    case 'result':
      return uses.results.get(n.name) ?? [];
    case 'property':
      return uses.properties.get(n.name) ?? [];
    case 'schema':
      return uses.schema.get(n.name) ?? [];
    case 'legacy':
      return uses.legacy.get(n.name) ?? [];
    case 'path':
      return uses.paths.filter((p) => (n.prefix ? p.path.startsWith(n.name) : p.path === n.name)).map((p) => p.line);
    case 'option': {
      if (n.owner.type !== 'method' && n.owner.type !== 'import') return [];
      const owner = n.owner.type === 'method' ? `method:${n.owner.name}` : `import:${n.owner.name}`;
      return uses.options.get(`${owner}.${n.name}`) ?? [];
    }
  }
}

/** Lines of `code` that use each item; see the module's comment. */
export function matchCode(code: string, items: Item[]): MatchResult {
  if (code.length > MAX_CODE_CHARS)
    return {
      error: codeTooLongMessage(code.length),
    };
  let uses: Uses;
  try {
    uses = usesOf(code);
  } catch (e) {
    const where = (e as {loc?: {line: number}}).loc?.line;
    return {
      error: `The code could not be read as JavaScript or TypeScript${where ? ` (line ${where})` : ''}: ${e instanceof Error ? e.message.replace(/\s*\(\d+:\d+\)$/, '') : String(e)}.`,
    };
  }
  const hits = new Map<string, number[]>();
  for (const item of items) {
    const found = [...new Set(item.needles.flatMap((n) => linesOf(uses, n)))]
      .filter((l) => l > 0)
      .sort((a, b) => a - b);
    if (found.length) hits.set(item.id, found);
  }
  return {hits};
}
