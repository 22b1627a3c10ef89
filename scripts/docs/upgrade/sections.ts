/**
 * How the upgrade planner classifies each section of the two migration guides and each entry of
 * "Changes within 6.x": its group, the one-line what-to-do (a restatement of what the section
 * itself says, nothing more), and the API keys of the history (src/plugins/api-history/history.json)
 * it covers, whose own items then fold into it.
 *
 * The generator (./generate.ts) fails when a guide has a section this table does not list, or
 * lists a section the guide does not have, so a new section has to be classified here.
 * `uses` lists keys the section is about whose own items it does not replace. `appliesTo`, when a
 * section is about narrower constructs than its keys and uses (one option of a call, the chains of
 * one location), lists them: "Check my code" (src/plugins/upgrade/match.ts) then flags those only.
 * Key patterns may end in `*` (`legacy:*`). Keys the history does not know are ignored.
 */
import type {Kind, Needle} from '../../../src/plugins/upgrade/types';

export type SectionConfig =
  | {skip: string}
  | {
      kind: Kind;
      action: string;
      /** Keys whose history items the section replaces. */
      keys?: string[];
      /** Keys the section is about without replacing their items: looked for in code, linked. */
      uses?: string[];
      needles?: Needle[];
      /** The constructs the section applies to, replacing those of keys, uses and needles in "Check my code". */
      appliesTo?: Needle[];
      /** Runtime surface keys (./surface.ts; `*` ends a prefix) that change at the section's release and that it reports. */
      surface?: string[];
      /** Take the keys from the first column of the section's tables (`contains` -> `chain:contains`). */
      tableKeys?: 'chain' | 'export';
    };

const entryPoints: Needle[] = [
  {type: 'path', name: 'express-validator/check'},
  {type: 'path', name: 'express-validator/filter'},
];
const sanitizeOnly = [
  'export:sanitize',
  'export:sanitizeBody',
  'export:sanitizeCookie',
  'export:sanitizeParam',
  'export:sanitizeQuery',
  'export:buildSanitizeFunction',
];

/** guide file name (without `.md`) -> heading id -> classification. */
export const guideSections: Record<string, Record<string, SectionConfig>> = {
  'migration-v5-to-v6': {
    requirements: {
      kind: 'behaviour',
      action:
        'Run on Node.js 8 or newer; validator.js moves from major version 10 to 11 (and to 12 and 13 during 6.x).',
    },
    imports: {
      surface: ['export:*', 'main:*'],
      kind: 'renamed',
      action:
        'Import everything from `express-validator` instead of `express-validator/check` and `express-validator/filter`.',
      needles: entryPoints,
    },
    'legacy-api': {
      surface: ['export:expressValidator'],
      kind: 'removed',
      action:
        'Replace `expressValidator()` and the `req.check*()`, `req.sanitize*()` and `req.validationErrors()` calls with validation chains before the handler, and read the errors with `validationResult(req)`.',
      keys: ['legacy:*', 'export:expressValidator'],
    },
    'chain-order': {
      kind: 'behaviour',
      action:
        'Put sanitizers before the validators that should see the sanitized value: a chain now runs its steps in the order you write them.',
    },
    'non-string-values': {
      kind: 'behaviour',
      action:
        'Review custom sanitizers that assumed a string, and keep standard sanitizers off fields that hold arrays.',
      uses: ['chain:customSanitizer'],
    },
    'error-value': {
      kind: 'behaviour',
      action:
        'Expect the `value` of an error to be the sanitized value the failing validator saw, not the original one.',
      keys: ['error-field:value'],
    },
    'async-custom-validators': {
      kind: 'behaviour',
      action:
        'Make a promise-returning custom validator reject to fail: a promise that resolves now always passes, whatever it resolves to.',
      uses: ['chain:custom'],
    },
    formatwith: {
      kind: 'behaviour',
      action: 'Use the result that `formatWith()` returns: it no longer changes the result it is called on.',
      uses: ['result:formatWith'],
    },
    optional: {
      kind: 'signature',
      action: 'In a schema, nest the options of `optional` under `options`; the `OptionalOptions` type is gone.',
      keys: ['chain:optional'],
      needles: [{type: 'import', name: 'OptionalOptions'}],
    },
    oneof: {
      kind: 'signature',
      action:
        'Type the chains of `oneOf()` as `(ValidationChain | ValidationChain[])[]`: the `ValidationChains` type is no longer exported.',
      keys: ['export:ValidationChains'],
      uses: ['export:oneOf'],
    },
    'error-objects': {
      kind: 'behaviour',
      action:
        'Errors keep `location`, `param`, `value` and `msg`; the new `ValidationError` type describes them, and the keys come in another order.',
      keys: ['export:ValidationError', 'error-field:nestedErrors'],
    },
    schemas: {
      kind: 'renamed',
      action:
        'Use `Schema` for `ValidationSchema` and `ParamSchema` for `ValidationParamSchema` (the old names are deprecated aliases), and write schema keys in the order they should run.',
      keys: [
        'export:Schema',
        'export:ParamSchema',
        'export:ValidationSchema',
        'export:ValidationParamSchema',
        'export:checkSchema',
      ],
    },
    'validator-signatures': {
      kind: 'signature',
      action:
        'Check the calls of these validators against their 6.x parameters: pass `isIn()` an array, and use the `MobilePhoneLocale` type.',
      tableKeys: 'chain',
      needles: [{type: 'import', name: 'MobilePhoneLocal'}],
    },
    deprecations: {
      kind: 'deprecated',
      action:
        'Move off `express-validator/check`, `express-validator/filter` and the sanitization-only middlewares: they still work in 6.x, with warnings, and version 7 removes them.',
      keys: sanitizeOnly,
      needles: entryPoints,
    },
  },
  'migration-v6-to-v7': {
    requirements: {
      kind: 'behaviour',
      action: 'Run on Node.js 14 or newer; validator.js stays on major version 13.',
    },
    'entry-points': {
      surface: ['path:check', 'path:filter', 'export:check/*', 'export:filter/*'],
      kind: 'removed',
      action:
        'Import from `express-validator`: the `express-validator/check` and `express-validator/filter` entry points are gone.',
      needles: entryPoints,
    },
    'sanitize-functions': {
      surface: ['export:sanitize*', 'export:buildSanitizeFunction'],
      kind: 'removed',
      action: 'Use the validation chain function of the same location, which has the same sanitizers:',
      keys: [...sanitizeOnly, 'export:SanitizationChain'],
    },
    'error-objects': {
      kind: 'renamed',
      action:
        "Read `error.path` instead of `error.param`, after checking `error.type === 'field'`; `mapped()` keys and error formatters change with it.",
      keys: [
        'error-field:param',
        'error-field:path',
        'error-field:type',
        'export:FieldValidationError',
        'export:AlternativeValidationError',
        'export:GroupedAlternativeValidationError',
      ],
    },
    oneof: {
      kind: 'signature',
      action:
        'Pass the message of `oneOf()` as `{ message }` in an options object: a string or function as the second argument is silently ignored.',
      uses: ['export:oneOf'],
      keys: [
        'option:export:oneOf.*',
        'export:OneOfCustomMessageBuilder',
        'export:AlternativeMessageFactory',
        'export:GroupedAlternativeMessageFactory',
        'export:OneOfOptions',
        'export:OneOfErrorType',
      ],
    },
    'optional-values': {
      kind: 'signature',
      action: 'Describe the missing values of `optional()` and `exists()` with the `values` option:',
      keys: ['chain:optional', 'chain:exists', 'option:chain:optional.*', 'option:chain:exists.*'],
      // Plain optional() and exists() keep their meaning: only the boolean flags are replaced.
      appliesTo: [
        ...['checkFalsy', 'nullable'].map((name): Needle => ({
          type: 'option',
          owner: {type: 'method', name: 'optional'},
          name,
        })),
        ...['checkFalsy', 'checkNull'].map((name): Needle => ({
          type: 'option',
          owner: {type: 'method', name: 'exists'},
          name,
        })),
      ],
    },
    'schema-not-withmessage': {
      surface: ['schema:not', 'schema:withMessage'],
      kind: 'removed',
      action:
        'Replace the `not` and `withMessage` schema keys with `negated` and `errorMessage` on the validator they belong to.',
      needles: [
        {type: 'schema', name: 'not'},
        {type: 'schema', name: 'withMessage'},
      ],
    },
    'schema-custom-keys': {
      kind: 'new',
      action: 'Give a schema field several named custom validators or sanitizers, each with its own message.',
      keys: ['export:CustomSchema', 'export:ParamSchemaWithExtensions'],
    },
    arrays: {
      kind: 'behaviour',
      action:
        'Expect each element of an array to be validated and sanitized, and `[]` to pass the standard validators: use `isArray({ min: 1 })` to require an element.',
    },
    isobject: {
      kind: 'behaviour',
      action: 'Pass `{ strict: false }` where `isObject()` must accept arrays and `null`.',
      keys: ['chain:isObject'],
    },
    'message-types': {
      kind: 'renamed',
      action:
        'Use `FieldMessageFactory` for `DynamicMessageCreator`, `Schema` for `ValidationSchema` and `ParamSchema` for `ValidationParamSchema`.',
      keys: [
        'export:DynamicMessageCreator',
        'export:FieldMessageFactory',
        'export:ValidationSchema',
        'export:ValidationParamSchema',
      ],
    },
    'new-features': {skip: 'a heading over the sections below'},
    'bail-level': {
      kind: 'new',
      action: "`bail({ level: 'request' })` stops every later chain on the request once this one has errors.",
      keys: ['chain:bail', 'option:chain:bail.level'],
    },
    checkexact: {
      kind: 'new',
      action: '`checkExact()` reports the fields of a request that no chain validated.',
      keys: [
        'export:checkExact',
        'option:export:checkExact.*',
        'export:UnknownFieldsError',
        'export:UnknownFieldMessageFactory',
        'error-field:fields',
      ],
    },
    'expressvalidator-class': {
      kind: 'new',
      action:
        '`new ExpressValidator(validators, sanitizers, options)` gives chains with your own validators and sanitizers.',
      keys: ['export:ExpressValidator', 'export:CustomValidationChain', 'export:ValidationChainWithExtensions'],
    },
    'if-context-runner': {
      kind: 'new',
      action: '`if()` accepts anything with a `run(req, options)` method, such as `oneOf()` and `checkExact()`.',
      keys: ['chain:if', 'export:ContextRunner'],
    },
    'later-releases': {skip: 'the API history lists each addition with its release'},
  },
};

/**
 * "Changes within 6.x" entry id -> its group (default `behaviour`), the API keys whose items it
 * replaces and those it is about.
 */
export const changeKeys: Record<string, {kind?: Kind; keys?: string[]; uses: string[]; appliesTo?: Needle[]}> = {
  'schema-optional-type': {uses: ['chain:optional']},
  'sanitization-only-deprecated': {kind: 'deprecated', keys: sanitizeOnly, uses: []},
  'dry-run': {keys: ['option:chain:run.saveContext', 'option:chain:run.dryRun'], uses: ['chain:run']},
  'if-condition-request': {uses: ['chain:if']},
  'one-of-sanitizers': {uses: ['export:oneOf'], appliesTo: [{type: 'call', name: 'oneOf'}]},
  'run-result': {uses: ['chain:run']},
  'is-alpha-ignore': {uses: ['chain:isAlpha']},
  'is-boolean-strict': {keys: ['option:chain:isBoolean.strict'], uses: ['chain:isBoolean']},
  // Every chain that reads the JSON body; the query parser drops a `toString` key, and route
  // parameters, headers and cookies are strings.
  'to-string-body': {
    uses: ['export:body'],
    appliesTo: [{type: 'chain', location: ['body', 'check', 'sanitize', 'sanitizeBody']}],
  },
  'message-precedence': {uses: ['chain:withMessage']},
  'matches-flags': {uses: ['chain:matches']},
};
