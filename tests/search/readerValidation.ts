/**
 * Search validation set in readers' words (issue 29, round four): questions that no tuning round has
 * seen, to tell a general ranking or prose change from one that only fits the tuning half of
 * tests/search/readerQuestions.ts.
 *
 * Provenance: every question is shortened, as a reader types it into a search box, from the title
 * or first lines of a question-type issue on the express-validator tracker
 * (github.com/express-validator/express-validator/issues/N, found with a search over the tracker)
 * that is NOT a source of readerQuestions.ts. The sections that answer each question were chosen by
 * reading our docs for that version (docs/, versioned_docs/), before any search was run on it; the
 * file was committed before its first measurement, on 2026-11-26, and its answer key is not edited
 * after that (a question whose key turns out wrong is reported, not fixed, so the set stays blind).
 *
 * Shape and `expect` as in readerQuestions.ts: a URL path plus `#anchor` (that section), or a path
 * alone (any section of that page). The whole set is a validation set: it may be looked at question
 * by question (`npm run search:relevance -- --set validation --misses`), unlike the held-out half.
 */
import type {ReaderQuestion, ReaderVersion} from './readerQuestions';

const v7 = (p: string) => `/docs/${p}`;
const v6 = (p: string) => `/docs/6.15.0/${p}`;
const v5 = (p: string) => `/docs/5.3.0/${p}`;

const q = (query: string, version: ReaderVersion, source: string, ...expect: string[]): ReaderQuestion => ({
  query,
  version,
  expect,
  source,
});

/** Every question of the validation set, in the order written. */
export const readerValidation: ReaderQuestion[] = [
  // ---- 7.3.0 ----
  q(
    'validate values of an array',
    '7.3.0',
    'issue 297',
    v7('guides/field-selection#wildcards'),
    v7('guides/common-questions#arrays-and-array-bodies'),
    v7('guides/common-questions#array-of-objects'),
  ),
  q(
    'exists ignored for array of objects',
    '7.3.0',
    'issue 531',
    v7('guides/field-selection#wildcards'),
    v7('guides/common-questions#array-of-objects'),
    v7('api/validation-chain#exists'),
  ),
  q('validate nested object fields', '7.3.0', 'issue 494', v7('guides/field-selection#paths')),
  q('field nested in another object of the request', '7.3.0', 'issue 1174', v7('guides/field-selection#paths')),
  q(
    'reuse validation rules for nested object',
    '7.3.0',
    'issue 1162',
    v7('guides/common-questions#reuse'),
    v7('guides/validation-chain#reusing-chains'),
    v7('guides/customizing#reusable'),
  ),
  q(
    'trim before isString always passes',
    '7.3.0',
    'issue 1083',
    v7('guides/validation-chain#order'),
    v7('api/validation-chain#how-a-chain-runs'),
    v7('api/validation-chain#string-conversion'),
  ),
  q(
    'check email is unique in database',
    '7.3.0',
    'issue 94',
    v7('guides/customizing#custom-validator-example'),
    v7('guides/customizing#custom-validators'),
    v7('guides/customizing#custom-validator-results'),
  ),
  q(
    'async method in custom validator',
    '7.3.0',
    'issue 122',
    v7('guides/customizing#custom-validator-results'),
    v7('guides/customizing#custom-validator-example'),
    v7('guides/common-questions#custom-validator-result'),
    v7('api/validation-chain#custom'),
  ),
  q(
    'custom validator reject promise',
    '7.3.0',
    'issue 814',
    v7('guides/customizing#custom-validator-results'),
    v7('guides/common-questions#custom-validator-result'),
    v7('api/validation-chain#custom'),
  ),
  q(
    'compare password with confirmation field',
    '7.3.0',
    'issue 19',
    v7('guides/common-questions#password-confirmation'),
    v7('guides/customizing#custom-validator-example'),
  ),
  q('validate uploaded file size', '7.3.0', 'issue 28', v7('guides/common-questions#forms')),
  q(
    'cannot find module express-validator/check',
    '7.3.0',
    'issue 421',
    v7('guides/common-questions#older-versions'),
    v7('migration-v5-to-v6#imports'),
  ),
  q(
    'validate depending on value of another field',
    '7.3.0',
    'issue 439',
    v7('api/validation-chain#if'),
    v7('guides/validation-chain#conditional-validation'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'if() does not fail when other field is missing',
    '7.3.0',
    'issue 850',
    v7('api/validation-chain#if'),
    v7('guides/validation-chain#conditional-validation'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'keep optional fields set to null in matchedData',
    '7.3.0',
    'issue 1273',
    v7('api/matched-data#options'),
    v7('api/matched-data#how-values-are-chosen'),
  ),
  q(
    'matchedData returns extra nested properties',
    '7.3.0',
    'issue 820',
    v7('api/matched-data#how-values-are-chosen'),
    v7('api/matched-data#edge-cases'),
    v7('api/check-exact'),
  ),
  q(
    'date format YYYY-MM-DD',
    '7.3.0',
    'issue 1183',
    v7('api/validation-chain#isdate'),
    v7('api/validation-chain#isiso8601'),
  ),
  q(
    'isDate rejects ISO timestamp',
    '7.3.0',
    'issue 1058',
    v7('api/validation-chain#isdate'),
    v7('api/validation-chain#isiso8601'),
  ),
  q(
    'checkbox value on fails isBoolean',
    '7.3.0',
    'issue 456',
    v7('guides/common-questions#forms'),
    v7('api/validation-chain#isboolean'),
  ),
  q(
    'i18next in checkSchema error messages',
    '7.3.0',
    'issue 1347',
    v7('guides/common-questions#i18n'),
    v7('guides/customizing#message-factories'),
  ),
  q(
    'validate inside the route handler',
    '7.3.0',
    'issue 1311',
    v7('guides/manually-running#run'),
    v7('guides/manually-running'),
    v7('api/validation-chain#run'),
  ),
  q(
    'validation rules in a separate file',
    '7.3.0',
    'issue 449',
    v7('guides/common-questions#reuse'),
    v7('guides/validation-chain#reusing-chains'),
    v7('guides/manually-running#validate-middleware'),
  ),
  q(
    'validationResult has no errors',
    '7.3.0',
    'issue 1247',
    v7('guides/common-questions#chains-not-running'),
    v7('guides/manually-running#run'),
  ),
  q(
    'send validation errors to the error handler',
    '7.3.0',
    'issue 636',
    v7('api/validation-result#throw'),
    v7('guides/getting-started#report-errors'),
    v7('guides/manually-running#validate-middleware'),
  ),
  q(
    'oneOf returns all errors of a group',
    '7.3.0',
    'issue 956',
    v7('api/one-of#error-types'),
    v7('api/one-of#options'),
    v7('api/one-of#least-errored'),
    v7('api/one-of#flat'),
  ),
  q(
    'either username and password or a key',
    '7.3.0',
    'issue 434',
    v7('api/one-of'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'same chain used in two routes',
    '7.3.0',
    'issue 555',
    v7('guides/validation-chain#reusing-chains'),
    v7('guides/common-questions#reuse'),
  ),
  q(
    'token in header, cookie or body',
    '7.3.0',
    'issue 482',
    v7('api/one-of'),
    v7('api/check#check-locations'),
    v7('guides/field-selection#multiple-locations'),
  ),
  // ---- 6.15.0 ----
  q(
    'field required only if other field equals a value',
    '6.15.0',
    'issue 655',
    v6('validation-chain-api#if'),
    v6('faq#conditional'),
  ),
  q('if is not a function', '6.15.0', 'issue 801', v6('validation-chain-api#if')),
  q('check that a checkbox is checked', '6.15.0', 'issue 1016', v6('faq#forms')),
  q(
    'messages in several languages',
    '6.15.0',
    'issue 623',
    v6('faq#i18n'),
    v6('custom-error-messages#dynamic-messages'),
  ),
  q(
    'validation inside a controller',
    '6.15.0',
    'issue 1265',
    v6('running-imperatively'),
    v6('validation-chain-api#run'),
  ),
  q(
    'mapped errors with oneOf',
    '6.15.0',
    'issue 543',
    v6('validation-result-api#mapped'),
    v6('check-api#oneof'),
    v6('custom-error-messages#oneof'),
  ),
  q(
    'trim not working',
    '6.15.0',
    'issue 461',
    v6('sanitization-chain-api#trim'),
    v6('sanitization#where-the-value-goes'),
    v6('faq#sanitized-value'),
  ),
  q(
    'matchedData missing field checked in oneOf',
    '6.15.0',
    'issue 541',
    v6('matched-data-api#how-values-are-chosen'),
    v6('check-api#oneof'),
  ),
  q('isDate with a custom format', '6.15.0', 'issue 1188', v6('validation-chain-api#isdate')),
  // ---- 5.3.0 ----
  q(
    'check trim is not a function',
    '5.3.0',
    'issue 424',
    v5('validation-chain-api#sanitizers'),
    v5('sanitization-chain-api#trim'),
  ),
  q(
    'how to sanitize with the check API',
    '5.3.0',
    'issue 417',
    v5('validation-chain-api#sanitizers'),
    v5('sanitization#a-first-example'),
    v5('filter-api#sanitize'),
    v5('sanitization'),
  ),
  q(
    'withMessage i18next translation',
    '5.3.0',
    'issue 469',
    v5('custom-error-messages#dynamic-messages'),
    v5('common-questions#i18n'),
  ),
  q(
    'customize error output',
    '5.3.0',
    'issue 24',
    v5('validation-result-api#formatwith'),
    v5('common-questions#error-shape'),
    v5('legacy-api#options'),
  ),
  q('typescript import express-validator', '5.3.0', 'issue 350', '/docs/5.3.0#typescript', v5('legacy-api#typescript')),
  q('validate cookies in a schema', '5.3.0', 'issue 292', v5('schema-validation#format')),
  q(
    'optional false in schema',
    '5.3.0',
    'issue 186',
    v5('schema-validation#details'),
    v5('schema-validation#format'),
    v5('validation-chain-api#optional'),
  ),
  q(
    'matchedData only body fields',
    '5.3.0',
    'issue 447',
    v5('filter-api#matcheddata-options'),
    v5('filter-api#matcheddata'),
  ),
];
