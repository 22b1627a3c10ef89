/**
 * The hand-listed probes of the behaviour matrix: the ways readers combine the package's parts,
 * which no declaration lists. Families (the id's prefix): `mod:` modifiers (bail, optional and its
 * variants, if, not, withMessage in each position, hide, default, exists, custom and
 * customSanitizer), `field:` field selection, `schema:` schema keys, `absent:` sanitizers on absent
 * fields, `error:` the error object and default messages, `result:` every Result method,
 * `oneOf:`, `exact:` (checkExact), `matched:` (matchedData), `run:` (run() and its options) and
 * `msg:` message precedence.
 *
 * Each probe builds its chains with `steps()`, which throws `Absent` when the release lacks an
 * entry point or a chain method, so the runner records "absent"; other throws are recorded as
 * `{$throws: message}`. Answers are the errors a request collected (normalised), the request's
 * body after the chains ran, and what the probe reads (matchedData, Result methods).
 */
import {Absent, errorsOf, request, runAll, type Api, type Chain, type Req} from './api';
import {normalise, type Json} from './normalise';
import type {Probe} from './generated';

type Step = [string, ...unknown[]];
type Loc = 'body' | 'query' | 'check';

/** A chain on `field` with `steps` applied; throws Absent for a missing entry point or method. */
function steps(api: Api, field: unknown, list: Step[], loc: Loc = 'body'): Chain {
  const make = api[loc] ?? (loc === 'body' ? api.check : undefined);
  if (!make) throw new Absent(loc);
  let chain = make(field);
  for (const [name, ...args] of list) {
    if (typeof chain[name] !== 'function') throw new Absent(name);
    chain = chain[name](...args);
  }
  return chain;
}

/** An entry point of the release, or Absent. */
function need<K extends keyof Api>(api: Api, name: K): NonNullable<Api[K]> {
  const f = api[name];
  if (f === undefined || f === null) throw new Absent(String(name));
  return f as NonNullable<Api[K]>;
}

/** The errors and body after `chains` ran on `body`. */
async function outcome(api: Api, chains: unknown[], body: unknown, extra: Partial<Req> = {}): Promise<Json> {
  const req = request(body, extra);
  const {nextError} = await runAll(chains, req);
  const out: Record<string, Json> = {errors: normalise(errorsOf(api, req)), body: normalise(req.body)};
  if (nextError !== undefined) out.next = normalise(nextError);
  return out;
}

/** One probe per value: the chain built by `build` runs on `{f: value}` (absent for undefined). */
async function perValue(api: Api, values: unknown[], build: () => unknown[]): Promise<Json> {
  const out: Json[] = [];
  for (const v of values) {
    const req = request(v === undefined ? {} : {f: v});
    await runAll(build(), req);
    const errs = errorsOf(api, req);
    out.push(errs.length ? errs.map((e) => normalise(e.msg)) : normalise((req.body as Record<string, unknown>).f));
  }
  return out;
}

const OPTIONAL_VALUES = [undefined, null, '', 0, false, 'x', '5'];
const throwing = (message: string) => () => {
  throw new Error(message);
};

const probes: [string, (api: Api) => Promise<unknown>][] = [
  // Modifiers.
  ['mod:bail', (a) => outcome(a, [steps(a, 'f', [['isInt'], ['bail'], ['isLength', {min: 5}]])], {f: 'ab'})],
  ['mod:no-bail', (a) => outcome(a, [steps(a, 'f', [['isInt'], ['isLength', {min: 5}]])], {f: 'ab'})],
  [
    'mod:bail-level-request',
    (a) =>
      outcome(a, [steps(a, 'f', [['isInt'], ['bail', {level: 'request'}]]), steps(a, 'g', [['isInt']])], {
        f: 'x',
        g: 'y',
      }),
  ],
  [
    'mod:bail-before-custom',
    (a) => outcome(a, [steps(a, 'f', [['isInt'], ['bail'], ['custom', throwing('never')]])], {f: 'x'}),
  ],
  ...(
    [
      ['plain', []],
      ['checkFalsy', [{checkFalsy: true}]],
      ['nullable', [{nullable: true}]],
      ['values-undefined', [{values: 'undefined'}]],
      ['values-null', [{values: 'null'}]],
      ['values-falsy', [{values: 'falsy'}]],
      ['true', [true]],
    ] as [string, unknown[]][]
  ).map(([name, args]): [string, (api: Api) => Promise<unknown>] => [
    `mod:optional-${name}`,
    (a) => perValue(a, OPTIONAL_VALUES, () => [steps(a, 'f', [['optional', ...args], ['isInt']])]),
  ]),
  [
    'mod:optional-after-validator',
    (a) => perValue(a, OPTIONAL_VALUES, () => [steps(a, 'f', [['isInt'], ['optional']])]),
  ],
  [
    'mod:if-chain',
    (a) =>
      Promise.all(
        [{g: 1, f: 'x'}, {f: 'x'}].map((b) =>
          outcome(a, [steps(a, 'f', [['if', steps(a, 'g', [['exists']])], ['isInt']])], b),
        ),
      ),
  ],
  [
    'mod:if-function',
    (a) =>
      Promise.all(
        [{g: 1, f: 'x'}, {f: 'x'}].map((b) =>
          outcome(
            a,
            [steps(a, 'f', [['if', (_v: unknown, {req}: {req: Req}) => (req.body as {g?: unknown}).g], ['isInt']])],
            b,
          ),
        ),
      ),
  ],
  ['mod:if-throwing', (a) => outcome(a, [steps(a, 'f', [['if', throwing('no')], ['isInt']])], {f: 'x'})],
  ['mod:not-isEmpty', (a) => perValue(a, ['', ' ', 'a', undefined], () => [steps(a, 'f', [['not'], ['isEmpty']])])],
  ['mod:not-isIn', (a) => perValue(a, ['a', 'b'], () => [steps(a, 'f', [['not'], ['isIn', ['a']]])])],
  ['mod:not-custom', (a) => perValue(a, ['a'], () => [steps(a, 'f', [['not'], ['custom', () => true]])])],
  ['mod:not-once', (a) => perValue(a, ['a', '1'], () => [steps(a, 'f', [['not'], ['isInt'], ['isAlpha']])])],
  ['mod:withMessage-first', (a) => outcome(a, [steps(a, 'f', [['withMessage', 'M'], ['isInt']])], {f: 'x'})],
  [
    'mod:withMessage-after',
    (a) => outcome(a, [steps(a, 'f', [['isInt'], ['withMessage', 'M'], ['isLength', {min: 5}]])], {f: 'x'}),
  ],
  [
    'mod:withMessage-after-optional',
    (a) => outcome(a, [steps(a, 'f', [['optional'], ['withMessage', 'M'], ['isInt']])], {f: 'x'}),
  ],
  [
    'mod:withMessage-function',
    (a) =>
      outcome(
        a,
        [
          steps(a, 'f', [
            ['isInt'],
            [
              'withMessage',
              (v: unknown, m: {path?: string; location?: string}) => `${String(v)}|${m?.path}|${m?.location}`,
            ],
          ]),
        ],
        {f: 'x'},
      ),
  ],
  ['mod:hide', (a) => outcome(a, [steps(a, 'f', [['isInt'], ['hide']])], {f: 'x'})],
  ['mod:hide-mask', (a) => outcome(a, [steps(a, 'f', [['isInt'], ['hide', '***']])], {f: 'x'})],
  ['mod:default', (a) => perValue(a, [undefined, null, '', 0, 'x'], () => [steps(a, 'f', [['default', 'd']])])],
  [
    'mod:default-shared',
    async (a) => {
      const chain = steps(a, 'f', [['default', []]]);
      const r1 = request({});
      await runAll([chain], r1);
      (r1.body as {f: unknown[]}).f.push(1);
      const r2 = request({});
      await runAll([chain], r2);
      return normalise(r2.body);
    },
  ],
  ['mod:replace', (a) => perValue(a, ['a', 'b', ''], () => [steps(a, 'f', [['replace', ['a', ''], 'z']])])],
  ['mod:exists', (a) => perValue(a, OPTIONAL_VALUES, () => [steps(a, 'f', [['exists']])])],
  ['mod:exists-checkNull', (a) => perValue(a, OPTIONAL_VALUES, () => [steps(a, 'f', [['exists', {checkNull: true}]])])],
  [
    'mod:exists-checkFalsy',
    (a) => perValue(a, OPTIONAL_VALUES, () => [steps(a, 'f', [['exists', {checkFalsy: true}]])]),
  ],
  [
    'mod:exists-values-null',
    (a) => perValue(a, OPTIONAL_VALUES, () => [steps(a, 'f', [['exists', {values: 'null'}]])]),
  ],
  ['mod:custom-false', (a) => outcome(a, [steps(a, 'f', [['custom', () => false]])], {f: 'x'})],
  ['mod:custom-undefined', (a) => outcome(a, [steps(a, 'f', [['custom', () => undefined]])], {f: 'x'})],
  ['mod:custom-throw', (a) => outcome(a, [steps(a, 'f', [['custom', throwing('T')]])], {f: 'x'})],
  [
    'mod:custom-reject',
    (a) => outcome(a, [steps(a, 'f', [['custom', () => Promise.reject(new Error('R'))]])], {f: 'x'}),
  ],
  [
    'mod:custom-resolve-false',
    (a) => outcome(a, [steps(a, 'f', [['custom', () => Promise.resolve(false)]])], {f: 'x'}),
  ],
  ['mod:custom-array', (a) => outcome(a, [steps(a, 'f', [['custom', (v: unknown) => v === 'a']])], {f: ['a', 'b']})],
  [
    'mod:customSanitizer',
    (a) => outcome(a, [steps(a, 'f', [['customSanitizer', (v: unknown) => `${String(v)}!`]])], {f: 'x'}),
  ],
  [
    'mod:customSanitizer-async',
    (a) => outcome(a, [steps(a, 'f', [['customSanitizer', async (v: unknown) => `${String(v)}!`]])], {f: 'x'}),
  ],
  [
    'mod:customSanitizer-array',
    (a) => outcome(a, [steps(a, 'f', [['customSanitizer', (v: unknown) => JSON.stringify(v)]])], {f: ['a', 'b']}),
  ],
  ['mod:sanitizer-then-validator', (a) => outcome(a, [steps(a, 'f', [['trim'], ['isLength', {max: 2}]])], {f: ' ab '})],
  ['mod:toArray', (a) => perValue(a, ['a', ['a'], undefined, null, ''], () => [steps(a, 'f', [['toArray']])])],
  ['mod:validator-on-array', (a) => outcome(a, [steps(a, 'f', [['isInt']])], {f: ['1', 'x']})],
  ['mod:validator-on-nested-array', (a) => outcome(a, [steps(a, 'f', [['isInt']])], {f: [['1'], 'x']})],
  ['mod:sanitizer-on-array', (a) => outcome(a, [steps(a, 'f', [['toInt']])], {f: ['1', '2']})],

  // Field selection.
  ['field:nested', (a) => outcome(a, [steps(a, 'a.b', [['isInt']])], {a: {b: 'x'}})],
  ['field:bracket', (a) => outcome(a, [steps(a, 'a[0]', [['isInt']])], {a: ['x']})],
  ['field:quoted-key', (a) => outcome(a, [steps(a, 'a["b.c"]', [['isInt']])], {a: {'b.c': 'x'}})],
  ['field:wildcard-object', (a) => outcome(a, [steps(a, 'a.*', [['isInt']])], {a: {k: 'x', l: '1'}})],
  ['field:wildcard-array', (a) => outcome(a, [steps(a, 'a.*', [['isInt']])], {a: ['x', '1']})],
  ['field:wildcard-middle', (a) => outcome(a, [steps(a, 'a.*.b', [['isInt']])], {a: [{b: 'x'}, {b: '1'}, {c: 1}]})],
  ['field:wildcard-empty', (a) => outcome(a, [steps(a, 'a.*', [['exists']])], {a: []})],
  ['field:wildcard-absent', (a) => outcome(a, [steps(a, 'a.*.b', [['exists']])], {})],
  ['field:globstar', (a) => outcome(a, [steps(a, 'a.**.b', [['isInt']])], {a: {x: {b: 'x'}, b: '1'}})],
  ['field:globstar-root', (a) => outcome(a, [steps(a, '**', [['isInt']])], {a: 'x', b: {c: '1'}})],
  ['field:past-primitive', (a) => outcome(a, [steps(a, 'a.b', [['exists']])], {a: 'str'})],
  ['field:past-primitive-sanitizer', (a) => outcome(a, [steps(a, 'a.b', [['default', 'd']])], {a: 'str'})],
  ['field:absent-parent', (a) => outcome(a, [steps(a, 'a.b', [['exists']])], {})],
  ['field:null-parent', (a) => outcome(a, [steps(a, 'a.b', [['exists']])], {a: null})],
  ['field:absent-parent-default', (a) => outcome(a, [steps(a, 'a.b', [['default', 'd']])], {})],
  ['field:root-array-wildcard', (a) => outcome(a, [steps(a, '*', [['isInt']])], ['1', 'x'])],
  ['field:root-array-index', (a) => outcome(a, [steps(a, '[1]', [['isInt']])], ['1', 'x'])],
  ['field:root-array-wildcard-key', (a) => outcome(a, [steps(a, '*.n', [['isInt']])], [{n: 'x'}])],
  ['field:whole-body', (a) => outcome(a, [steps(a, undefined, [['isObject']])], ['x'])],
  ['field:empty-string', (a) => outcome(a, [steps(a, '', [['isArray']])], {a: 1})],
  ['field:list', (a) => outcome(a, [steps(a, ['a', 'b'], [['isInt']])], {a: 'x', b: 'y'})],
  ['field:check-locations', (a) => outcome(a, [steps(a, 'f', [['isInt']], 'check')], {f: 'x'}, {query: {f: '1'}})],
  ['field:query', (a) => outcome(a, [steps(a, 'f', [['isInt']], 'query')], {}, {query: {f: ['1', 'x']}})],
  ['field:dot-key', (a) => outcome(a, [steps(a, 'a.b', [['isInt']])], {'a.b': 'x'})],

  // Schema keys.
  ...(
    [
      ['options', {f: {isInt: {options: {min: 5}}}}, {f: '3'}],
      ['options-array', {f: {isLength: {options: [{min: 5}]}}}, {f: 'ab'}],
      ['validator-true', {f: {isInt: true}}, {f: 'x'}],
      ['errorMessage-field', {f: {errorMessage: 'F', isInt: true}}, {f: 'x'}],
      ['errorMessage-validator', {f: {errorMessage: 'F', isInt: {errorMessage: 'V'}}}, {f: 'x'}],
      ['bail-validator', {f: {isInt: {bail: true}, isLength: {options: {max: 1}}}}, {f: 'xx'}],
      ['bail-field', {f: {isInt: true, bail: true, isLength: {options: {min: 5}}}}, {f: 'ab'}],
      ['if-field', {f: {if: {options: () => false}, isInt: true}}, {f: 'x'}],
      ['if-validator', {f: {isInt: {if: () => false}}}, {f: 'x'}],
      ['unknown-key', {f: {isFoo: true, isInt: true}}, {f: 'x'}],
      ['in-query', {f: {in: ['query'], isInt: true}}, {f: 'x'}],
      ['optional-true', {f: {optional: true, isInt: true}}, {}],
      ['optional-options', {f: {optional: {options: {nullable: true}}, isInt: true}}, {f: null}],
      ['optional-values', {f: {optional: {options: {values: 'null'}}, isInt: true}}, {f: null}],
      ['negated', {f: {isInt: {negated: true}}}, {f: '1'}],
      ['not', {f: {isInt: {not: true}}}, {f: '1'}],
      ['custom', {f: {custom: {options: (v: unknown) => v === 'y'}}}, {f: 'x'}],
      ['customSanitizer', {f: {customSanitizer: {options: () => 'z'}}}, {f: 'x'}],
      ['sanitizers', {f: {trim: true, toInt: true}}, {f: ' 5 '}],
      ['exists-errorMessage', {f: {exists: {errorMessage: 'E'}}}, {}],
      ['custom-named', {f: {myCheck: {custom: {options: () => false}}}}, {f: 'x'}],
      ['wildcard', {'a.*': {isInt: true}}, {a: ['x', '1']}],
    ] as [string, object, unknown][]
  ).map(([name, schema, body]): [string, (api: Api) => Promise<unknown>] => [
    `schema:${name}`,
    (a) => outcome(a, [need(a, 'checkSchema')(schema)], body),
  ]),
  [
    'schema:locations-argument',
    (a) => outcome(a, [need(a, 'checkSchema')({f: {isInt: true}}, ['query'])], {f: 'x'}, {query: {f: 'y'}}),
  ],

  // Sanitizers on absent fields.
  ...['trim', 'toInt', 'toBoolean', 'escape', 'toDate', 'toArray', 'toLowerCase'].map(
    (s): [string, (api: Api) => Promise<unknown>] => [`absent:${s}`, (a) => outcome(a, [steps(a, 'f', [[s]])], {})],
  ),
  ['absent:customSanitizer', (a) => outcome(a, [steps(a, 'f', [['customSanitizer', () => 'z']])], {})],
  ['absent:wildcard-trim', (a) => outcome(a, [steps(a, 'a.*.b', [['trim']])], {a: [{}, {b: ' x '}]})],

  // Error shape and default messages.
  ['error:validator', (a) => outcome(a, [steps(a, 'f', [['isInt']])], {f: 'x'})],
  ['error:exists', (a) => outcome(a, [steps(a, 'f', [['exists']])], {})],
  ['error:notEmpty', (a) => outcome(a, [steps(a, 'f', [['notEmpty']])], {f: ''})],
  [
    'error:custom-error-object',
    (a) =>
      outcome(
        a,
        [
          steps(a, 'f', [
            [
              'custom',
              () => {
                throw {code: 1};
              },
            ],
          ]),
        ],
        {f: 'x'},
      ),
  ],
  ['error:query', (a) => outcome(a, [steps(a, 'f', [['isInt']], 'query')], {}, {query: {f: 'x'}})],
  ['error:nested-path', (a) => outcome(a, [steps(a, 'a[0].b', [['isInt']])], {a: [{b: 'x'}]})],

  // Result methods.
  ...(
    [
      ['array', (r) => r.array()],
      ['array-onlyFirstError', (r) => r.array({onlyFirstError: true})],
      ['mapped', (r) => r.mapped()],
      ['isEmpty', (r) => r.isEmpty()],
      [
        'formatWith',
        (r) => {
          if (typeof r.formatWith !== 'function') throw new Absent('formatWith');
          return r.formatWith((e: unknown) => `!${String((e as {msg?: unknown}).msg)}`).array();
        },
      ],
      [
        'formatWith-mapped',
        (r) => {
          if (typeof r.formatWith !== 'function') throw new Absent('formatWith');
          return r.formatWith((e: unknown) => `!${String((e as {msg?: unknown}).msg)}`).mapped();
        },
      ],
      [
        'throw',
        (r) => {
          if (typeof r.throw !== 'function') throw new Absent('throw');
          try {
            r.throw();
            return 'returned';
          } catch (e) {
            const err = e as Record<string, unknown> & {mapped?: () => unknown; array?: () => unknown};
            return {
              thrown: normalise(err),
              fields: Object.keys(err).sort(),
              isError: e instanceof Error,
              mapped: normalise(err.mapped?.()),
              message: normalise(err.message),
            };
          }
        },
      ],
      ['keys', (r) => Object.keys(r).sort()],
    ] as [string, (r: NonNullable<ReturnType<NonNullable<Api['validationResult']>>>) => unknown][]
  ).map(([name, read]): [string, (api: Api) => Promise<unknown>] => [
    `result:${name}`,
    async (a) => {
      const vr = need(a, 'validationResult');
      const req = request({f: 'x', g: 'y'});
      await runAll([steps(a, 'f', [['isInt'], ['isLength', {min: 5}]]), steps(a, 'g', [['isInt']])], req);
      return normalise(read(vr(req)));
    },
  ]),
  [
    'result:throw-empty',
    async (a) => {
      const req = request({f: '1'});
      await runAll([steps(a, 'f', [['isInt']])], req);
      const r = need(a, 'validationResult')(req);
      if (typeof r.throw !== 'function') throw new Absent('throw');
      r.throw();
      return 'returned';
    },
  ],
  [
    'result:withDefaults',
    async (a) => {
      const vr = need(a, 'validationResult');
      if (typeof vr.withDefaults !== 'function') throw new Absent('withDefaults');
      const req = request({f: 'x'});
      await runAll([steps(a, 'f', [['isInt']])], req);
      return normalise(
        (vr.withDefaults({formatter: (e: {msg: unknown}) => `F:${String(e.msg)}`}) as typeof vr)(req).array(),
      );
    },
  ],

  // oneOf.
  ...(
    [
      ['plain', []],
      ['message', ['M']],
      ['message-object', [{message: 'M'}]],
      ['flat', [{errorType: 'flat'}]],
      ['grouped', [{errorType: 'grouped'}]],
      ['least_errored', [{errorType: 'least_errored'}]],
      ['message-function', [() => 'F']],
    ] as [string, unknown[]][]
  ).map(([name, args]): [string, (api: Api) => Promise<unknown>] => [
    `oneOf:${name}`,
    (a) =>
      outcome(
        a,
        [
          need(a, 'oneOf')(
            [steps(a, 'f', [['isInt']]), [steps(a, 'g', [['isInt']]), steps(a, 'h', [['isInt']])]],
            ...args,
          ),
        ],
        {f: 'x', g: 'y', h: '1'},
      ),
  ]),
  [
    'oneOf:passes',
    (a) => outcome(a, [need(a, 'oneOf')([steps(a, 'f', [['isInt']]), steps(a, 'g', [['isInt']])])], {f: 'x', g: '1'}),
  ],
  [
    'oneOf:sanitizes',
    (a) =>
      outcome(a, [need(a, 'oneOf')([steps(a, 'f', [['trim'], ['isInt']]), steps(a, 'g', [['isInt']])])], {
        f: ' 1 ',
        g: 'x',
      }),
  ],

  // checkExact.
  ['exact:extra', (a) => outcome(a, [steps(a, 'a', [['isInt']]), need(a, 'checkExact')()], {a: '1', b: 2})],
  ['exact:chains', (a) => outcome(a, [need(a, 'checkExact')([steps(a, 'a', [['isInt']])])], {a: '1', b: 2})],
  [
    'exact:message',
    (a) => outcome(a, [need(a, 'checkExact')([steps(a, 'a', [['isInt']])], {message: 'M'})], {a: '1', b: 2}),
  ],
  [
    'exact:locations',
    (a) =>
      outcome(
        a,
        [need(a, 'checkExact')([steps(a, 'a', [['isInt']])], {locations: ['query']})],
        {a: '1', b: 2},
        {query: {q: 1}},
      ),
  ],
  [
    'exact:wildcard',
    (a) => outcome(a, [need(a, 'checkExact')([steps(a, 'a.*.b', [['isInt']])])], {a: [{b: '1', c: 2}]}),
  ],

  // matchedData.
  ...(
    [
      ['default', undefined],
      ['onlyValidData-false', {onlyValidData: false}],
      ['includeOptionals', {includeOptionals: true}],
      ['locations-query', {locations: ['query']}],
    ] as [string, object | undefined][]
  ).map(([name, options]): [string, (api: Api) => Promise<unknown>] => [
    `matched:${name}`,
    async (a) => {
      const md = need(a, 'matchedData');
      const req = request({f: '1', g: 'x', w: [{n: '1'}, {n: 'x'}]}, {query: {q: '2'}});
      await runAll(
        [
          steps(a, 'f', [['toInt']]),
          steps(a, 'g', [['isInt']]),
          steps(a, 'o', [['optional'], ['isInt']]),
          steps(a, 'w.*.n', [['isInt']]),
          steps(a, 'q', [['isInt']], 'query'),
        ],
        req,
      );
      return normalise(options ? md(req, options) : md(req));
    },
  ]),

  // run() and its options.
  [
    'run:result',
    async (a) => {
      const chain = steps(a, 'f', [['isInt']]);
      if (typeof chain.run !== 'function') throw new Absent('run');
      const req = request({f: 'x'});
      const r = await (chain.run as unknown as (q: Req) => Promise<unknown>)(req);
      return {returned: normalise(r), errors: normalise(errorsOf(a, req))};
    },
  ],
  [
    'run:dryRun',
    async (a) => {
      const chain = steps(a, 'f', [['trim'], ['isInt']]);
      if (typeof chain.run !== 'function') throw new Absent('run');
      const req = request({f: ' x '});
      const r = (await (chain.run as unknown as (q: Req, o: object) => Promise<unknown>)(req, {dryRun: true})) as {
        array?: () => unknown;
      };
      return {returned: normalise(r?.array?.() ?? r), errors: normalise(errorsOf(a, req)), body: normalise(req.body)};
    },
  ],
  [
    'run:schema',
    async (a) => {
      const schema = need(a, 'checkSchema')({f: {isInt: true}});
      if (typeof schema.run !== 'function') throw new Absent('run');
      const req = request({f: 'x'});
      const r = (await schema.run(req)) as unknown[];
      return {returned: normalise(r.length), errors: normalise(errorsOf(a, req))};
    },
  ],
  [
    'run:oneOf',
    async (a) => {
      const m = need(a, 'oneOf')([steps(a, 'f', [['isInt']])]) as unknown as {run?: (q: Req) => Promise<unknown>};
      if (typeof m.run !== 'function') throw new Absent('run');
      const req = request({f: 'x'});
      await m.run(req);
      return normalise(errorsOf(a, req));
    },
  ],
  [
    'run:twice',
    async (a) => {
      const chain = steps(a, 'f', [['isInt']]);
      const req = request({f: 'x'});
      await runAll([chain, chain], req);
      return normalise(errorsOf(a, req).length);
    },
  ],

  // Message precedence.
  [
    'msg:withMessage-vs-thrown',
    (a) =>
      outcome(
        a,
        [
          steps(a, 'f', [
            ['custom', throwing('T')],
            ['withMessage', 'W'],
          ]),
        ],
        {f: 'x'},
      ),
  ],
  ['msg:thrown', (a) => outcome(a, [steps(a, 'f', [['custom', throwing('T')]])], {f: 'x'})],
  [
    'msg:schema-field-vs-thrown',
    (a) => outcome(a, [need(a, 'checkSchema')({f: {errorMessage: 'F', custom: {options: throwing('T')}}})], {f: 'x'}),
  ],
  [
    'msg:schema-validator-vs-thrown',
    (a) => outcome(a, [need(a, 'checkSchema')({f: {custom: {options: throwing('T'), errorMessage: 'V'}}})], {f: 'x'}),
  ],
  [
    'msg:schema-field-vs-validator',
    (a) =>
      outcome(
        a,
        [need(a, 'checkSchema')({f: {errorMessage: 'F', isInt: {errorMessage: 'V'}, isLength: {options: {min: 5}}}})],
        {f: 'x'},
      ),
  ],
  ['msg:field-message', (a) => outcome(a, [steps(a, 'f', [['isInt']], 'body')], {f: 'x'})],
  [
    'msg:check-message-argument',
    (a) => {
      const make = a.body ?? a.check;
      if (!make) throw new Absent('body');
      return outcome(a, [make('f', 'M').isInt()], {f: 'x'});
    },
  ],
  [
    'msg:withMessage-twice',
    (a) => outcome(a, [steps(a, 'f', [['isInt'], ['withMessage', 'A'], ['withMessage', 'B']])], {f: 'x'}),
  ],
];

/** The hand-listed probes. */
export const familyProbes = (): Probe[] => probes.map(([id, run]) => ({id, run}));
