/**
 * Search relevance test set: questions a reader types, with the sections that answer them.
 *
 * Two halves written together, before any tuning, in the same style and over the same versions:
 * - `tuningSet`: the cases looked at while tuning the ranking (it includes the cases reported in
 *   the search issue);
 * - `heldOutSet`: never looked at case by case while tuning; its numbers are reported next to the
 *   tuning set's so that a change that only moves the listed cases shows.
 *
 * `version` is the docs version the reader is on (search is scoped to it); `expect` lists the
 * answers that count, as URL path plus `#anchor` (a hit matches when its path and anchor are
 * equal), or a path alone (any hit on that page matches). Used by e2e/search-relevance.spec.ts
 * (in Chromium, against the production build) and scripts/bench/search-relevance.ts (Node, for tuning).
 */
import {base730} from './readerQuestions';

export type RelevanceCase = {query: string; version: '7.3.0' | '6.14.0' | '5.3.0'; expect: string[]};

/**
 * The answers below write 7.3.0 paths as the latest version's (`/docs/...`); once a newer version is
 * cut, 7.3.0 lives at /docs/7.3.0 and its answers move with it.
 */
const in730 = (c: RelevanceCase): RelevanceCase =>
  c.version === '7.3.0' ? {...c, expect: c.expect.map((e) => e.replace(/^\/docs(?=[/#]|$)/, base730))} : c;

const tuningCases: RelevanceCase[] = [
  {query: 'isEmail', version: '7.3.0', expect: ['/docs/api/validation-chain#isemail']},
  {query: 'matchedData', version: '7.3.0', expect: ['/docs/api/matched-data']},
  {query: 'oneOf', version: '7.3.0', expect: ['/docs/api/one-of']},
  {query: 'migrate from v6', version: '7.3.0', expect: ['/docs/migration-v6-to-v7']},
  {
    query: 'hide sensitive value',
    version: '7.3.0',
    expect: ['/docs/api/validation-chain#hide', '/docs/architecture#hidden-values'],
  },
  {query: 'isEmial', version: '7.3.0', expect: ['/docs/api/validation-chain#isemail']},
  {
    query: 'custom validator',
    version: '7.3.0',
    expect: ['/docs/guides/customizing#custom-validators', '/docs/api/validation-chain#custom'],
  },
  {
    query: 'error message',
    version: '7.3.0',
    expect: ['/docs/guides/customizing#error-messages', '/docs/guides/validation-chain#withmessage'],
  },
  {query: 'array of objects', version: '7.3.0', expect: ['/docs/guides/field-selection#wildcards']},
  {query: 'nested object', version: '7.3.0', expect: ['/docs/guides/field-selection#paths']},
  {query: 'validate query string', version: '7.3.0', expect: ['/docs/api/check#query']},
  {
    query: 'optional field',
    version: '7.3.0',
    expect: ['/docs/guides/validation-chain#optional-fields', '/docs/api/validation-chain#optional'],
  },
  {
    query: 'stop on first error',
    version: '7.3.0',
    expect: ['/docs/guides/validation-chain#bail', '/docs/api/validation-chain#bail'],
  },
  {
    query: 'get only the validated data',
    version: '7.3.0',
    expect: ['/docs/api/matched-data', '/docs/guides/getting-started#getting-the-validated-data-with-matcheddata'],
  },
  {query: 'reject unknown fields', version: '7.3.0', expect: ['/docs/api/check-exact']},
  {
    query: 'custom sanitizer',
    version: '7.3.0',
    expect: ['/docs/guides/customizing#custom-sanitizers', '/docs/api/validation-chain#customsanitizer'],
  },
  {query: 'errors by field', version: '7.3.0', expect: ['/docs/api/validation-result#mapped']},
  {query: 'schema validation', version: '7.3.0', expect: ['/docs/guides/schema-validation']},
  {
    query: 'run validation manually',
    version: '7.3.0',
    expect: ['/docs/guides/manually-running', '/docs/api/validation-chain#run'],
  },
  {query: 'trim whitespace', version: '7.3.0', expect: ['/docs/api/validation-chain#trim']},
  {
    query: 'checkSchema',
    version: '7.3.0',
    expect: ['/docs/api/check-schema', '/docs/guides/schema-validation#checkschema'],
  },
  {query: 'validationResult', version: '7.3.0', expect: ['/docs/api/validation-result']},
  {
    query: 'conditional validation',
    version: '7.3.0',
    expect: ['/docs/guides/validation-chain#conditional-validation', '/docs/api/validation-chain#if'],
  },
  {query: 'wildcard', version: '7.3.0', expect: ['/docs/guides/field-selection#wildcards']},
  {query: 'install', version: '7.3.0', expect: ['/docs/guides/getting-started#installation']},
  {query: 'sanitizeBody', version: '6.14.0', expect: ['/docs/6.14.0/filter-api#sanitizebody']},
  {query: 'custom error messages', version: '6.14.0', expect: ['/docs/6.14.0/custom-error-messages']},
  {query: 'wildcards array', version: '6.14.0', expect: ['/docs/6.14.0/wildcards']},
  {query: 'whole body', version: '6.14.0', expect: ['/docs/6.14.0/whole-body-validation']},
  {query: 'dry run', version: '6.14.0', expect: ['/docs/6.14.0/running-imperatively#dry-run']},
  {
    query: 'one error per field',
    version: '6.14.0',
    expect: ['/docs/6.14.0/faq#one-error-per-field', '/docs/6.14.0/validation-result-api#array'],
  },
  {query: 'validationErrors', version: '5.3.0', expect: ['/docs/5.3.0/legacy-api#reading-the-errors']},
  {query: 'expressValidator middleware', version: '5.3.0', expect: ['/docs/5.3.0/legacy-api#middleware']},
  {
    query: 'sanitize body',
    version: '5.3.0',
    expect: ['/docs/5.3.0/filter-api#sanitizebody-sanitizecookie-sanitizeparam-sanitizequery'],
  },
  {query: 'custom validator', version: '5.3.0', expect: ['/docs/5.3.0/custom-validators-sanitizers#custom-validators']},
  {query: 'withMessage', version: '5.3.0', expect: ['/docs/5.3.0/validation-chain-api#withmessage']},
  // Added after the first tuning pass, before looking at their results, so the tuning half has
  // more than 60 questions.
  {
    query: 'bail',
    version: '7.3.0',
    expect: ['/docs/api/validation-chain#bail', '/docs/guides/validation-chain#bail'],
  },
  {
    query: 'withMessage',
    version: '7.3.0',
    expect: [
      '/docs/api/validation-chain#withmessage',
      '/docs/guides/customizing#withmessage',
      '/docs/guides/validation-chain#withmessage',
    ],
  },
  {query: 'exists', version: '7.3.0', expect: ['/docs/api/validation-chain#exists']},
  {query: 'isLength', version: '7.3.0', expect: ['/docs/api/validation-chain#islength']},
  {
    query: 'unknown fields error',
    version: '7.3.0',
    expect: ['/docs/api/validation-result#unknownfieldserror', '/docs/api/check-exact#unknown-fields-error'],
  },
  {
    query: 'message factory',
    version: '7.3.0',
    expect: ['/docs/guides/customizing#message-factories', '/docs/api/misc#fieldmessagefactory'],
  },
  {query: 'oneOf error', version: '7.3.0', expect: ['/docs/api/one-of#error-types']},
  {query: 'sanitize email', version: '7.3.0', expect: ['/docs/api/validation-chain#normalizeemail']},
  {query: 'check multiple locations', version: '7.3.0', expect: ['/docs/guides/field-selection#multiple-locations']},
  {query: 'validate whole body', version: '7.3.0', expect: ['/docs/guides/field-selection#whole-body']},
  {query: 'toBoolean', version: '7.3.0', expect: ['/docs/api/validation-chain#toboolean']},
  {query: 'escape html', version: '7.3.0', expect: ['/docs/api/validation-chain#escape']},
  {query: 'validate uuid', version: '7.3.0', expect: ['/docs/api/validation-chain#isuuid']},
  {
    query: 'date validation',
    version: '7.3.0',
    expect: ['/docs/api/validation-chain#isdate', '/docs/api/validation-chain#isiso8601'],
  },
  {query: 'matched data include optionals', version: '7.3.0', expect: ['/docs/api/matched-data#options']},
  {query: 'only first error', version: '7.3.0', expect: ['/docs/api/validation-result#array']},
  {query: 'run chains in sequence', version: '7.3.0', expect: ['/docs/guides/manually-running#in-sequence']},
  {query: 'checkExact', version: '7.3.0', expect: ['/docs/api/check-exact']},
  {
    query: 'custom error formatter',
    version: '7.3.0',
    expect: ['/docs/api/validation-result#errorformatter', '/docs/api/validation-result#formatwith'],
  },
  {query: 'oneOf', version: '6.14.0', expect: ['/docs/6.14.0/check-api#oneof']},
  {
    query: 'checkSchema',
    version: '6.14.0',
    expect: ['/docs/6.14.0/check-api#checkschema', '/docs/6.14.0/schema-validation'],
  },
  {query: 'matchedData', version: '6.14.0', expect: ['/docs/6.14.0/matched-data-api']},
  {query: 'sanitization chain', version: '6.14.0', expect: ['/docs/6.14.0/sanitization-chain-api']},
  {query: 'validate array', version: '6.14.0', expect: ['/docs/6.14.0/wildcards', '/docs/6.14.0/faq#arrays']},
  {query: 'oneOf', version: '5.3.0', expect: ['/docs/5.3.0/check-api#oneof']},
  {query: 'req.sanitize', version: '5.3.0', expect: ['/docs/5.3.0/legacy-api#sanitization-methods']},
  {query: 'optional', version: '5.3.0', expect: ['/docs/5.3.0/validation-chain-api#optional']},
  {query: 'getValidationResult', version: '5.3.0', expect: ['/docs/5.3.0/legacy-api#reading-the-errors']},
];
export const tuningSet = tuningCases.map(in730);

const heldOutCases: RelevanceCase[] = [
  {query: 'normalizeEmail', version: '7.3.0', expect: ['/docs/api/validation-chain#normalizeemail']},
  {query: 'isLenght', version: '7.3.0', expect: ['/docs/api/validation-chain#islength']},
  {query: 'notEmpty', version: '7.3.0', expect: ['/docs/api/validation-chain#notempty']},
  {
    query: 'validate array elements',
    version: '7.3.0',
    expect: ['/docs/guides/field-selection#wildcards', '/docs/migration-v6-to-v7#arrays'],
  },
  {query: 'password confirmation', version: '7.3.0', expect: ['/docs/guides/customizing#custom-validator-example']},
  {
    query: 'async validator',
    version: '7.3.0',
    expect: [
      '/docs/guides/customizing#custom-validators',
      '/docs/guides/customizing#custom-validator-results',
      '/docs/api/validation-chain#custom',
    ],
  },
  {query: 'default error message', version: '7.3.0', expect: ['/docs/guides/customizing#default-message']},
  {
    query: 'allow null',
    version: '7.3.0',
    expect: ['/docs/api/validation-chain#optional', '/docs/guides/validation-chain#optional-fields'],
  },
  {query: 'validate headers', version: '7.3.0', expect: ['/docs/api/check#header']},
  {query: 'cookies', version: '7.3.0', expect: ['/docs/api/check#cookie']},
  {query: 'route params', version: '7.3.0', expect: ['/docs/api/check#param']},
  {query: 'ExpressValidator class', version: '7.3.0', expect: ['/docs/api/express-validator']},
  {query: 'upgrade to v7', version: '7.3.0', expect: ['/docs/migration-v6-to-v7']},
  {query: 'throw errors', version: '7.3.0', expect: ['/docs/api/validation-result#throw']},
  {
    query: 'format errors',
    version: '7.3.0',
    expect: ['/docs/api/validation-result#formatwith', '/docs/api/validation-result#errorformatter'],
  },
  {query: 'sanitize input', version: '7.3.0', expect: ['/docs/guides/validation-chain#sanitization']},
  {
    query: 'parallel validation',
    version: '7.3.0',
    expect: ['/docs/guides/manually-running#in-parallel', '/docs/guides/manually-running#several-chains'],
  },
  {query: 'typescript schema', version: '7.3.0', expect: ['/docs/guides/schema-validation#typescript']},
  {
    query: 'field path with dots',
    version: '7.3.0',
    expect: ['/docs/guides/field-selection#paths', '/docs/guides/field-selection#special-characters'],
  },
  {
    query: 'negate validator',
    version: '7.3.0',
    expect: ['/docs/guides/validation-chain#not', '/docs/api/validation-chain#not'],
  },
  {query: 'error types', version: '7.3.0', expect: ['/docs/api/validation-result#error-types']},
  {query: 'isInt min max', version: '7.3.0', expect: ['/docs/api/validation-chain#isint']},
  {query: 'toInt', version: '7.3.0', expect: ['/docs/api/validation-chain#toint']},
  {query: 'globstar', version: '7.3.0', expect: ['/docs/guides/field-selection#globstars']},
  {query: 'validation result', version: '6.14.0', expect: ['/docs/6.14.0/validation-result-api']},
  {query: 'sanitization order', version: '6.14.0', expect: ['/docs/6.14.0/sanitization#order']},
  {query: 'schema', version: '6.14.0', expect: ['/docs/6.14.0/schema-validation']},
  {
    query: 'optional null',
    version: '6.14.0',
    expect: ['/docs/6.14.0/faq#optional-null', '/docs/6.14.0/validation-chain-api#optional'],
  },
  {
    query: 'async custom validator',
    version: '6.14.0',
    expect: ['/docs/6.14.0/faq#async-custom-validator', '/docs/6.14.0/custom-validators-sanitizers#custom-validators'],
  },
  {query: 'matchedData options', version: '6.14.0', expect: ['/docs/6.14.0/matched-data-api#options']},
  {query: 'reuse rules', version: '6.14.0', expect: ['/docs/6.14.0/faq#reuse']},
  {query: 'req.checkBody', version: '5.3.0', expect: ['/docs/5.3.0/legacy-api#validation-methods']},
  {
    query: 'sanitizeQuery',
    version: '5.3.0',
    expect: ['/docs/5.3.0/filter-api#sanitizebody-sanitizecookie-sanitizeparam-sanitizequery'],
  },
  {query: 'error object', version: '5.3.0', expect: ['/docs/5.3.0/validation-result-api#error-objects']},
  {query: 'schema messages', version: '5.3.0', expect: ['/docs/5.3.0/schema-validation#messages']},
  {query: 'wildcards', version: '5.3.0', expect: ['/docs/5.3.0/wildcards']},
];
export const heldOutSet = heldOutCases.map(in730);

/** True when a hit URL (path plus optional `#anchor`) answers the case. */
export function answers(testCase: Pick<RelevanceCase, 'expect'>, hitUrl: string): boolean {
  const url = new URL(hitUrl, 'http://site.invalid');
  const path = url.pathname.replace(/\/$/, '') || '/';
  return testCase.expect.some((e) => (e.includes('#') ? `${path}${url.hash}` === e : path === e));
}
