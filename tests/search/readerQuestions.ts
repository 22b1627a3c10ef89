/**
 * Search evaluation set in readers' words: short queries as a reader types them into
 * the search box, each with the docs version the reader is on and the sections that answer it.
 *
 * Sources: `issue N` marks a query shortened from the title or first lines of a question-type
 * issue on the express-validator tracker (github.com/express-validator/express-validator/issues/N,
 * found with a search over the tracker); `reader` marks a question we wrote as a reader would.
 * The expected sections were chosen by reading our docs for the version, never by looking at
 * what the search returned. Written in full before the split and before any result was seen.
 *
 * The set is split into a tuning half and a held-out half by `splitReaderQuestions()`: a seeded
 * random draw (mulberry32, seed `readerSplitSeed`), stratified by version so each family has half
 * its questions in each half. The split is committed as `reader-split.json`
 * (tests/unit/search-reader-set.test.ts checks the code still draws the same split). Only the tuning
 * half may be looked at case by case; the held-out half is reported as figures only.
 *
 * `expect` as in tests/search/relevance.ts: a URL path plus `#anchor` (that section), or a path
 * alone (any section of that page).
 */
import {releasedVersionNames} from '../../src/docsVersions';
import {mulberry32} from '../seededRandom';
export type ReaderVersion = '7.3.0' | '6.15.0' | '5.3.0';
export type ReaderQuestion = {
  query: string;
  version: ReaderVersion;
  expect: string[];
  /** `issue N` (express-validator tracker) or `reader` (written by us). */
  source: string;
};

/** URL base of the 7.3.0 docs: /docs while 7.3.0 is the latest version, /docs/7.3.0 once a newer one is cut. */
export const base730 = releasedVersionNames()[0] === '7.3.0' ? '/docs' : '/docs/7.3.0';

/** A docs path (`api/check#body`) as a URL path of 7.3.0, 6.15.0 or 5.3.0. */
export const v7 = (p: string) => `${base730}/${p}`;
export const v6 = (p: string) => `/docs/6.15.0/${p}`;
export const v5 = (p: string) => `/docs/5.3.0/${p}`;

/** One question: its words, its docs version, where it comes from, and the sections that answer it. */
export const q = (query: string, version: ReaderVersion, source: string, ...expect: string[]): ReaderQuestion => ({
  query,
  version,
  expect,
  source,
});

/** Every question, in the order written (the split does not depend on this order within a version). */
export const readerQuestions: ReaderQuestion[] = [
  // ---- 7.3.0 ----
  q(
    'optional not working empty string',
    '7.3.0',
    'issue 140',
    v7('api/validation-chain#optional'),
    v7('guides/validation-chain#optional-fields'),
    v7('guides/common-questions#optional-values'),
  ),
  q(
    'allow empty string',
    '7.3.0',
    'issue 180',
    v7('api/validation-chain#optional'),
    v7('guides/validation-chain#optional-fields'),
    v7('guides/common-questions#optional-values'),
  ),
  q(
    'optional checkFalsy',
    '7.3.0',
    'issue 807',
    v7('api/validation-chain#optional'),
    v7('guides/validation-chain#optional-fields'),
    v7('guides/common-questions#optional-values'),
    v7('migration-v6-to-v7#optional-values'),
  ),
  q(
    'ignore null values',
    '7.3.0',
    'issue 807',
    v7('api/validation-chain#optional'),
    v7('guides/validation-chain#optional-fields'),
    v7('guides/common-questions#optional-values'),
  ),
  q(
    'optional field still validated',
    '7.3.0',
    'issue 181',
    v7('api/validation-chain#optional'),
    v7('guides/validation-chain#optional-fields'),
    v7('guides/common-questions#optional-values'),
  ),
  q(
    'custom validator promise reject message',
    '7.3.0',
    'issue 468',
    v7('guides/customizing#custom-validator-results'),
    v7('guides/customizing#thrown-messages'),
    v7('api/validation-chain#custom'),
    v7('guides/common-questions#custom-validator-result'),
  ),
  q(
    'withMessage custom async validator',
    '7.3.0',
    'issue 203',
    v7('guides/customizing#message-precedence'),
    v7('guides/customizing#thrown-messages'),
    v7('api/validation-chain#withmessage'),
    v7('guides/common-questions#message-precedence'),
  ),
  q(
    'custom validator async await not working',
    '7.3.0',
    'issue 933',
    v7('guides/customizing#custom-validator-results'),
    v7('api/validation-chain#custom'),
    v7('guides/common-questions#custom-validator-result'),
  ),
  q(
    'email already in use',
    '7.3.0',
    'issue 510',
    v7('guides/customizing#custom-validator-example'),
    v7('guides/common-questions#custom-validator-result'),
  ),
  q(
    'check if user exists in database',
    '7.3.0',
    'issue 545',
    v7('guides/customizing#custom-validator-example'),
    v7('guides/customizing#custom-validators'),
    v7('guides/common-questions#custom-validator-result'),
  ),
  q(
    'custom validator error message',
    '7.3.0',
    'issue 870',
    v7('guides/customizing#thrown-messages'),
    v7('guides/customizing#custom-validator-results'),
    v7('guides/common-questions#custom-validator-errors'),
    v7('guides/common-questions#message-precedence'),
    v7('guides/common-questions#custom-validator-result'),
    v7('guides/customizing#message-precedence'),
  ),
  q(
    'sanitization not mutating req.query',
    '7.3.0',
    'issue 1080',
    v7('guides/getting-started#express-versions'),
    v7('guides/common-questions#sanitizers-and-the-request'),
  ),
  q(
    'express 5 query sanitizer',
    '7.3.0',
    'issue 1080',
    v7('guides/getting-started#express-versions'),
    v7('guides/common-questions#sanitizers-and-the-request'),
  ),
  q(
    'validate array of objects',
    '7.3.0',
    'issue 459',
    v7('guides/field-selection#wildcards'),
    v7('guides/common-questions#array-of-objects'),
  ),
  q(
    'nested objects with arrays',
    '7.3.0',
    'issue 98',
    v7('guides/field-selection#paths'),
    v7('guides/field-selection#wildcards'),
    v7('guides/common-questions#array-of-objects'),
  ),
  q('key contains dot', '7.3.0', 'issue 863', v7('guides/field-selection#special-characters')),
  q('wildcard not working', '7.3.0', 'issue 943', v7('guides/field-selection#wildcards')),
  q(
    'only one error per field',
    '7.3.0',
    'issue 235',
    v7('api/validation-result#array'),
    v7('guides/validation-chain#bail'),
    v7('guides/validation-chain#error-count'),
    v7('guides/getting-started#required-vs-format'),
    v7('guides/getting-started#what-an-error-contains'),
  ),
  q(
    'show only first error',
    '7.3.0',
    'issue 1140',
    v7('api/validation-result#array'),
    v7('guides/validation-chain#bail'),
    v7('api/validation-chain#bail'),
    v7('guides/getting-started#required-vs-format'),
    v7('guides/getting-started#what-an-error-contains'),
  ),
  q(
    'error message under each form field',
    '7.3.0',
    'issue 1332',
    v7('api/validation-result#mapped'),
    v7('guides/getting-started#html-form'),
  ),
  q('mapped errors', '7.3.0', 'issue 102', v7('api/validation-result#mapped')),
  q('isBoolean accepts string', '7.3.0', 'issue 904', v7('api/validation-chain#isboolean')),
  q(
    'isNumeric passes for array',
    '7.3.0',
    'issue 1323',
    v7('guides/validation-chain#standard-vs-own'),
    v7('api/validation-chain#isarray'),
    v7('guides/common-questions#stringified-values'),
  ),
  q(
    'isInt array value passes',
    '7.3.0',
    'issue 883',
    v7('guides/validation-chain#standard-vs-own'),
    v7('api/validation-chain#isarray'),
    v7('guides/common-questions#stringified-values'),
  ),
  q('multer file upload', '7.3.0', 'issue 783', v7('guides/common-questions#forms')),
  q('multipart form data', '7.3.0', 'issue 90', v7('guides/common-questions#forms')),
  q(
    'confirm password not working',
    '7.3.0',
    'issue 311',
    v7('guides/common-questions#password-confirmation'),
    v7('guides/customizing#custom-validator-example'),
  ),
  q(
    'two fields equal',
    '7.3.0',
    'issue 409',
    v7('guides/common-questions#password-confirmation'),
    v7('guides/customizing#custom-validator-example'),
  ),
  q(
    'checkSchema typescript error',
    '7.3.0',
    'issue 626',
    v7('guides/schema-validation#typescript'),
    v7('api/check-schema#type-parameter'),
  ),
  q(
    'checkSchema run is not a function',
    '7.3.0',
    'issue 810',
    v7('api/check-schema#return-value'),
    v7('guides/manually-running#oneof-checkexact'),
  ),
  q(
    'validator does not exist warning',
    '7.3.0',
    'issue 748',
    v7('guides/schema-validation#not-allowed'),
    v7('api/check-schema#custom-keys'),
  ),
  q(
    'withMessage in schema',
    '7.3.0',
    'issue 664',
    v7('guides/schema-validation#not-allowed'),
    v7('api/check-schema#validator-entry'),
    v7('guides/common-questions#message-precedence'),
    v7('migration-v6-to-v7#schema-not-withmessage'),
    v7('guides/customizing#message-precedence'),
  ),
  q(
    'schema errorMessage not used',
    '7.3.0',
    'issue 614',
    v7('api/check-schema#validator-entry'),
    v7('guides/schema-validation#validators'),
    v7('guides/schema-validation#errors'),
    v7('guides/common-questions#message-precedence'),
    v7('guides/customizing#message-precedence'),
  ),
  q(
    'cannot update req body custom validator',
    '7.3.0',
    'issue 936',
    v7('guides/customizing#custom-sanitizers'),
    v7('api/validation-chain#customsanitizer'),
  ),
  q(
    'default message custom validators',
    '7.3.0',
    'issue 281',
    v7('guides/customizing#default-message'),
    v7('guides/common-questions#message-precedence'),
    v7('guides/customizing#message-precedence'),
  ),
  q(
    'custom validator return error message',
    '7.3.0',
    'issue 302',
    v7('guides/customizing#thrown-messages'),
    v7('guides/customizing#custom-validator-results'),
    v7('guides/common-questions#custom-validator-result'),
  ),
  q(
    'translate error messages',
    '7.3.0',
    'reader',
    v7('guides/common-questions#i18n'),
    v7('guides/customizing#message-factories'),
  ),
  q('i18n', '7.3.0', 'reader', v7('guides/common-questions#i18n'), v7('guides/customizing#message-factories')),
  q('prevent xss', '7.3.0', 'reader', v7('guides/common-questions#security'), v7('api/validation-chain#escape')),
  q('sql injection', '7.3.0', 'reader', v7('guides/common-questions#security')),
  q(
    'onlyFirstError',
    '7.3.0',
    'issue 635',
    v7('api/validation-result#array'),
    v7('guides/getting-started#what-an-error-contains'),
  ),
  q('validate query params', '7.3.0', 'reader', v7('api/check#query')),
  q('validate route param id', '7.3.0', 'reader', v7('api/check#param')),
  q('mongo object id', '7.3.0', 'reader', v7('api/validation-chain#ismongoid')),
  q('phone number', '7.3.0', 'reader', v7('api/validation-chain#ismobilephone')),
  q('isMobilePhone locale', '7.3.0', 'reader', v7('api/validation-chain#ismobilephone')),
  q('zip code', '7.3.0', 'reader', v7('api/validation-chain#ispostalcode')),
  q('strong password', '7.3.0', 'reader', v7('api/validation-chain#isstrongpassword')),
  q(
    'password min length',
    '7.3.0',
    'reader',
    v7('api/validation-chain#islength'),
    v7('api/validation-chain#isstrongpassword'),
  ),
  q('json string', '7.3.0', 'reader', v7('api/validation-chain#isjson')),
  q('valid url', '7.3.0', 'reader', v7('api/validation-chain#isurl')),
  q('date format', '7.3.0', 'reader', v7('api/validation-chain#isdate'), v7('api/validation-chain#isiso8601')),
  q('decimal price', '7.3.0', 'reader', v7('api/validation-chain#isdecimal'), v7('api/validation-chain#isfloat')),
  q(
    'number between min and max',
    '7.3.0',
    'reader',
    v7('api/validation-chain#isint'),
    v7('api/validation-chain#isfloat'),
  ),
  q('regex', '7.3.0', 'reader', v7('api/validation-chain#matches')),
  q('allowed values enum', '7.3.0', 'reader', v7('api/validation-chain#isin')),
  q('boolean', '7.3.0', 'reader', v7('api/validation-chain#isboolean'), v7('api/validation-chain#toboolean')),
  q(
    'sanitize',
    '7.3.0',
    'reader',
    v7('guides/validation-chain#sanitization'),
    v7('api/validation-chain#standard-sanitizers'),
    v7('api/validation-chain#sanitizers-of-express-validator'),
  ),
  q(
    'lowercase email',
    '7.3.0',
    'reader',
    v7('api/validation-chain#normalizeemail'),
    v7('api/validation-chain#tolowercase'),
  ),
  q(
    'convert string to number',
    '7.3.0',
    'reader',
    v7('api/validation-chain#toint'),
    v7('api/validation-chain#tofloat'),
  ),
  q('default value', '7.3.0', 'reader', v7('api/validation-chain#default')),
  q('remove spaces', '7.3.0', 'reader', v7('api/validation-chain#trim')),
  q('authorization header', '7.3.0', 'reader', v7('api/check#header')),
  q('validate cookie', '7.3.0', 'reader', v7('api/check#cookie')),
  q(
    'error response format',
    '7.3.0',
    'reader',
    v7('guides/common-questions#error-shape'),
    v7('api/validation-result#formatwith'),
    v7('guides/getting-started#report-errors'),
  ),
  q(
    'change shape of errors',
    '7.3.0',
    'reader',
    v7('guides/common-questions#error-shape'),
    v7('api/validation-result#formatwith'),
    v7('guides/getting-started#report-errors'),
  ),
  q(
    'return 400 with errors',
    '7.3.0',
    'reader',
    v7('guides/getting-started#your-first-validation-chain'),
    v7('api/validation-result#isempty'),
    v7('guides/getting-started#report-errors'),
  ),
  q(
    'param renamed to path',
    '7.3.0',
    'reader',
    v7('migration-v6-to-v7#error-objects'),
    v7('guides/common-questions#older-versions'),
  ),
  q(
    'error type field',
    '7.3.0',
    'reader',
    v7('api/validation-result#error-types'),
    v7('api/validation-result#fieldvalidationerror'),
    v7('guides/getting-started#what-an-error-contains'),
  ),
  q('express 5 support', '7.3.0', 'reader', v7('guides/getting-started#express-versions')),
  q(
    'body is an array',
    '7.3.0',
    'reader',
    v7('guides/field-selection#whole-body'),
    v7('api/validation-chain#isarray'),
    v7('guides/common-questions#arrays-and-array-bodies'),
  ),
  q('array length', '7.3.0', 'reader', v7('api/validation-chain#isarray'), v7('guides/common-questions#empty-array')),
  q(
    'validate depending on another field',
    '7.3.0',
    'reader',
    v7('guides/validation-chain#conditional-validation'),
    v7('api/validation-chain#if'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'required if other field',
    '7.3.0',
    'reader',
    v7('guides/validation-chain#conditional-validation'),
    v7('api/validation-chain#if'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'stop after first failure',
    '7.3.0',
    'reader',
    v7('guides/validation-chain#bail'),
    v7('api/validation-chain#bail'),
    v7('guides/common-questions#bail'),
  ),
  q(
    'reuse validation rules',
    '7.3.0',
    'reader',
    v7('guides/common-questions#reuse'),
    v7('guides/validation-chain#reusing-chains'),
  ),
  q(
    'validation middleware function',
    '7.3.0',
    'reader',
    v7('guides/manually-running#validate-middleware'),
    v7('guides/getting-started#report-errors'),
  ),
  q(
    'run validation in controller',
    '7.3.0',
    'reader',
    v7('guides/manually-running#run'),
    v7('api/validation-chain#run'),
    v7('guides/common-questions#chains-not-running'),
  ),
  q('validate without express', '7.3.0', 'reader', v7('guides/manually-running#outside-express')),
  q('extra fields not allowed', '7.3.0', 'reader', v7('api/check-exact')),
  q('strip unknown properties', '7.3.0', 'reader', v7('api/check-exact'), v7('api/matched-data')),
  q(
    'matchedData returns empty',
    '7.3.0',
    'reader',
    v7('api/matched-data#how-values-are-chosen'),
    v7('api/matched-data#options'),
    v7('api/matched-data#edge-cases'),
  ),
  q('matchedData missing optional fields', '7.3.0', 'reader', v7('api/matched-data#options')),
  q('oneOf error message', '7.3.0', 'reader', v7('api/one-of#message-factories'), v7('api/one-of#options')),
  q('either email or phone required', '7.3.0', 'reader', v7('api/one-of')),
  q('at least one of two fields', '7.3.0', 'reader', v7('api/one-of')),
  q(
    'notEmpty empty array',
    '7.3.0',
    'reader',
    v7('guides/common-questions#empty-array'),
    v7('api/validation-chain#notempty'),
    v7('guides/common-questions#stringified-values'),
  ),
  q(
    'missing field passes',
    '7.3.0',
    'reader',
    v7('guides/common-questions#missing-field'),
    v7('api/validation-chain#exists'),
    v7('guides/getting-started#required-vs-format'),
  ),
  q(
    'required field',
    '7.3.0',
    'reader',
    v7('api/validation-chain#exists'),
    v7('api/validation-chain#notempty'),
    v7('guides/common-questions#missing-field'),
    v7('guides/getting-started#required-vs-format'),
  ),
  q('hide password in errors', '7.3.0', 'reader', v7('api/validation-chain#hide')),
  q(
    'add my own validator to every chain',
    '7.3.0',
    'reader',
    v7('api/express-validator#validators'),
    v7('api/express-validator'),
    v7('guides/customizing#reusable'),
  ),
  q(
    'async sanitizer',
    '7.3.0',
    'reader',
    v7('guides/customizing#custom-sanitizer-example'),
    v7('guides/customizing#custom-sanitizers'),
  ),
  q('parse date', '7.3.0', 'reader', v7('api/validation-chain#todate')),
  q('wildcard values pathValues', '7.3.0', 'reader', v7('guides/field-selection#pathvalues')),
  q(
    'nested errors oneOf',
    '7.3.0',
    'reader',
    v7('api/one-of#grouped'),
    v7('api/validation-result#alternativevalidationerror'),
    v7('api/validation-result#groupedalternativevalidationerror'),
  ),
  q('any depth field', '7.3.0', 'reader', v7('guides/field-selection#globstars')),
  q('isEmail options', '7.3.0', 'reader', v7('api/validation-chain#isemail')),
  q(
    'validation result empty',
    '7.3.0',
    'reader',
    v7('api/validation-result#isempty'),
    v7('guides/common-questions#chains-not-running'),
  ),
  // ---- 6.15.0 ----
  q('async custom validator never fails', '6.15.0', 'issue 933', v6('faq#async-custom-validator')),
  q(
    'custom validator promise',
    '6.15.0',
    'issue 444',
    v6('custom-validators-sanitizers#custom-validators'),
    v6('faq#async-custom-validator'),
  ),
  q('optional empty string', '6.15.0', 'issue 140', v6('validation-chain-api#optional'), v6('faq#optional-null')),
  q('optional null error', '6.15.0', 'issue 807', v6('faq#optional-null'), v6('validation-chain-api#optional')),
  q('one error per field', '6.15.0', 'issue 235', v6('faq#one-error-per-field'), v6('validation-result-api#array')),
  q(
    'sanitized value not in handler',
    '6.15.0',
    'issue 796',
    v6('faq#sanitized-value'),
    v6('sanitization#where-the-value-goes'),
  ),
  q(
    'sanitize deprecated warning',
    '6.15.0',
    'issue 837',
    v6('sanitization#sanitization-only-middlewares'),
    v6('changes-within-6x#sanitization-only-deprecated'),
    v6('faq#check-deprecated'),
  ),
  q('express-validator/check deprecated', '6.15.0', 'reader', v6('faq#check-deprecated')),
  q(
    'sanitizeBody',
    '6.15.0',
    'issue 781',
    v6('filter-api#sanitizebody'),
    v6('sanitization#sanitization-only-middlewares'),
  ),
  q(
    'sanitizeParam custom sanitizer',
    '6.15.0',
    'issue 837',
    v6('filter-api#sanitizeparam'),
    v6('sanitization-chain-api#customsanitizer'),
  ),
  q('validate array of objects', '6.15.0', 'issue 1165', v6('wildcards'), v6('faq#array-of-objects')),
  q('isInt array passes', '6.15.0', 'issue 883', v6('faq#arrays')),
  q(
    'password confirmation',
    '6.15.0',
    'issue 503',
    v6('faq#password-confirmation'),
    v6('custom-validators-sanitizers#example'),
  ),
  q('file upload multer', '6.15.0', 'issue 783', v6('faq#forms')),
  q('withMessage', '6.15.0', 'reader', v6('validation-chain-api#withmessage'), v6('custom-error-messages#withmessage')),
  q('custom error message', '6.15.0', 'reader', v6('custom-error-messages')),
  q(
    'error message from custom validator',
    '6.15.0',
    'issue 671',
    v6('custom-error-messages#custom-validator-messages'),
    v6('custom-validators-sanitizers#messages'),
    v6('faq#message-precedence'),
    v6('faq#custom-validator-errors'),
    v6('custom-error-messages#precedence'),
  ),
  q('checkSchema', '6.15.0', 'reader', v6('check-api#checkschema'), v6('schema-validation')),
  q('schema types typescript', '6.15.0', 'issue 607', v6('schema-validation#types')),
  q('checkSchema run is not a function', '6.15.0', 'issue 939', v6('running-imperatively#oneof-and-checkschema')),
  q('validate middleware', '6.15.0', 'reader', v6('running-imperatively#validate-middleware')),
  q('dry run', '6.15.0', 'reader', v6('running-imperatively#dry-run'), v6('validation-chain-api#run')),
  q('matchedData', '6.15.0', 'reader', v6('matched-data-api')),
  q('matchedData includeOptionals', '6.15.0', 'reader', v6('matched-data-api#options')),
  q('oneOf', '6.15.0', 'reader', v6('check-api#oneof')),
  q('error object fields', '6.15.0', 'reader', v6('validation-result-api#error-object')),
  q('errors mapped', '6.15.0', 'reader', v6('validation-result-api#mapped')),
  q('throw validation errors', '6.15.0', 'reader', v6('validation-result-api#throw')),
  q('format errors', '6.15.0', 'reader', v6('validation-result-api#formatwith'), v6('faq#error-shape')),
  q('whole body array', '6.15.0', 'issue 1165', v6('whole-body-validation'), v6('faq#arrays-and-array-bodies')),
  q('wildcard', '6.15.0', 'reader', v6('wildcards')),
  q('isEmail', '6.15.0', 'reader', v6('validation-chain-api#isemail')),
  q('normalizeEmail', '6.15.0', 'reader', v6('sanitization-chain-api#normalizeemail')),
  q('trim', '6.15.0', 'reader', v6('sanitization-chain-api#trim')),
  q('bail', '6.15.0', 'reader', v6('validation-chain-api#bail'), v6('faq#bail')),
  q('validate only if other field set', '6.15.0', 'reader', v6('validation-chain-api#if'), v6('faq#conditional')),
  q('toInt', '6.15.0', 'reader', v6('sanitization-chain-api#toint')),
  q('migrate from v5', '6.15.0', 'reader', v6('migration-v5-to-v6')),
  q(
    'isBoolean strict',
    '6.15.0',
    'issue 904',
    v6('validation-chain-api#isboolean'),
    v6('changes-within-6x#is-boolean-strict'),
  ),
  q('upgrade to v7', '6.15.0', 'reader', v6('changes-within-6x#leaving-6x')),
  // ---- 5.3.0 ----
  q('req.checkBody', '5.3.0', 'issue 181', v5('legacy-api#validation-methods')),
  q('validationErrors async validator', '5.3.0', 'issue 468', v5('legacy-api#reading-the-errors')),
  q('asyncValidationErrors', '5.3.0', 'issue 468', v5('legacy-api#reading-the-errors')),
  q(
    'customValidators option',
    '5.3.0',
    'issue 203',
    v5('legacy-api#options'),
    v5('custom-validators-sanitizers#legacy-api'),
  ),
  q('expressValidator is not a function', '5.3.0', 'issue 735', v5('legacy-api#middleware')),
  q('optional checkFalsy', '5.3.0', 'issue 415', v5('validation-chain-api#optional')),
  q('optional empty string', '5.3.0', 'issue 181', v5('validation-chain-api#optional')),
  q(
    'schema errorMessage',
    '5.3.0',
    'issue 614',
    v5('schema-validation#messages'),
    v5('custom-error-messages#other-places'),
  ),
  q(
    'schema optional',
    '5.3.0',
    'issue 277',
    v5('schema-validation#options'),
    v5('schema-validation#format'),
    v5('validation-chain-api#optional'),
  ),
  q('wildcard array', '5.3.0', 'issue 347', v5('wildcards')),
  q('nested field', '5.3.0', 'issue 321', v5('wildcards'), v5('check-api#check')),
  q('custom validator promise', '5.3.0', 'issue 444', v5('custom-validators-sanitizers#custom-validators')),
  q(
    'custom sanitizer',
    '5.3.0',
    'reader',
    v5('custom-validators-sanitizers#custom-sanitizers'),
    v5('sanitization-chain-api#customsanitizer'),
  ),
  q('sanitizeBody', '5.3.0', 'issue 781', v5('filter-api#sanitizebody-sanitizecookie-sanitizeparam-sanitizequery')),
  q('matchedData', '5.3.0', 'reader', v5('filter-api#matcheddata')),
  q('matchedData options', '5.3.0', 'reader', v5('filter-api#matcheddata-options')),
  q('oneOf', '5.3.0', 'reader', v5('check-api#oneof')),
  q('mapped errors', '5.3.0', 'issue 102', v5('validation-result-api#mapped')),
  q('error object param msg', '5.3.0', 'reader', v5('validation-result-api#error-objects')),
  q('formatWith', '5.3.0', 'reader', v5('validation-result-api#formatwith')),
  q('withMessage', '5.3.0', 'reader', v5('validation-chain-api#withmessage')),
  q('dynamic error message', '5.3.0', 'reader', v5('custom-error-messages#dynamic-messages')),
  q('sanitizers run before validators', '5.3.0', 'issue 548', v5('sanitization#order')),
  q('where sanitized values go', '5.3.0', 'reader', v5('sanitization#where-values-go')),
  q(
    'password confirmation',
    '5.3.0',
    'issue 503',
    v5('common-questions#password-confirmation'),
    v5('custom-validators-sanitizers#custom-validators'),
  ),
  q('file upload', '5.3.0', 'issue 276', v5('common-questions#forms')),
  q('array of objects', '5.3.0', 'issue 67', v5('wildcards'), v5('common-questions#array-of-objects')),
  q('body is array', '5.3.0', 'issue 67', v5('whole-body-validation#array-body')),
  q('isEmail', '5.3.0', 'reader', v5('validation-chain-api#isemail')),
  q('normalizeEmail', '5.3.0', 'reader', v5('sanitization-chain-api#normalizeemail')),
  q('negate validator', '5.3.0', 'reader', v5('validation-chain-api#not')),
  q('typescript legacy api', '5.3.0', 'reader', v5('legacy-api#typescript')),
  q('req.sanitize', '5.3.0', 'issue 83', v5('legacy-api#sanitization-methods')),
  q('exists', '5.3.0', 'reader', v5('validation-chain-api#exists')),
  q('text body', '5.3.0', 'reader', v5('whole-body-validation#text-body')),
];

/** Seed of the split. Changing it re-draws the halves: never do that after tuning has started. */
export const readerSplitSeed = 2911;

/** Key of a question in the committed split: version and query. */
export function questionKey(c: Pick<ReaderQuestion, 'version' | 'query'>): string {
  return `${c.version} ${c.query}`;
}

/**
 * The seeded split: per version, the questions are shuffled (Fisher–Yates driven by mulberry32 seeded
 * with `seed`) and the first half (rounded up) goes to the tuning half. Output: both halves, each in
 * the set's order. Pure: the same set and seed give the same halves.
 */
export function splitReaderQuestions(
  set: readonly ReaderQuestion[] = readerQuestions,
  seed = readerSplitSeed,
): {tuning: ReaderQuestion[]; heldOut: ReaderQuestion[]} {
  const random = mulberry32(seed);
  const tuningKeys = new Set<string>();
  for (const version of ['7.3.0', '6.15.0', '5.3.0'] as const) {
    const group = set.filter((c) => c.version === version);
    const order = group.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order.slice(0, Math.ceil(group.length / 2))) tuningKeys.add(questionKey(group[i]!));
  }
  return {
    tuning: set.filter((c) => tuningKeys.has(questionKey(c))),
    heldOut: set.filter((c) => !tuningKeys.has(questionKey(c))),
  };
}

const split = splitReaderQuestions();
/** The tuning half: may be looked at case by case while tuning. */
export const readerTuning: ReaderQuestion[] = split.tuning;
/** The held-out half: figures only, never tuned against. */
export const readerHeldOut: ReaderQuestion[] = split.heldOut;
