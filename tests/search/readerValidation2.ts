/**
 * Second search validation set in readers' words, written blind: questions
 * that the ranking was never tuned on, to tell a general change (word-vector neighbours, prose in readers'
 * words) from one that only fits the tuning half of tests/search/readerQuestions.ts or the first
 * validation set (tests/search/readerValidation.ts).
 *
 * Provenance: every question is shortened, as a reader types it into a search box, from the title
 * or first lines of a question-type issue on the express-validator tracker
 * (github.com/express-validator/express-validator/issues/N, found with a search over the tracker)
 * that is a source of NEITHER readerQuestions.ts NOR readerValidation.ts
 * (tests/unit/search-reader-set.test.ts keeps the three sets' sources apart). The sections that
 * answer each question were chosen by reading our docs for that version (versioned_docs/), before
 * any search was run on it; the file was committed before its first measurement, and
 * its answer key is not edited after that (a question whose key turns out wrong is reported, not
 * fixed, so the set stays blind).
 *
 * Shape and `expect` as in readerQuestions.ts: a URL path plus `#anchor` (that section), or a path
 * alone (any section of that page). Like the first validation set, it may be looked at question by
 * question (`npm run search:relevance -- --set validation2 --misses`).
 */
import {q, v5, v6, v7, type ReaderQuestion} from './readerQuestions';

/** Every question of the second validation set, in the order written. */
export const readerValidation2: ReaderQuestion[] = [
  // ---- 7.3.0 ----
  q(
    'sanitize every field including nested objects',
    '7.3.0',
    'issue 454',
    v7('guides/field-selection#globstars'),
    v7('guides/field-selection#wildcards'),
  ),
  q(
    'optional should skip falsy values',
    '7.3.0',
    'issue 120',
    v7('api/validation-chain#optional'),
    v7('guides/common-questions#optional-values'),
    v7('guides/validation-chain#optional-fields'),
  ),
  q(
    'query value not sanitized in handler',
    '7.3.0',
    'issue 1352',
    v7('guides/common-questions#sanitizers-and-the-request'),
    v7('api/matched-data'),
    v7('guides/getting-started#getting-the-validated-data-with-matcheddata'),
  ),
  q(
    'escape does nothing xss',
    '7.3.0',
    'issue 1329',
    v7('guides/common-questions#security'),
    v7('guides/common-questions#sanitizers-and-the-request'),
    v7('api/validation-chain#escape'),
  ),
  q(
    'break the chain when one validator fails',
    '7.3.0',
    'issue 273',
    v7('api/validation-chain#bail'),
    v7('guides/validation-chain#bail'),
  ),
  q(
    'same error message repeated for each rule',
    '7.3.0',
    'issue 960',
    v7('guides/validation-chain#error-count'),
    v7('api/validation-chain#bail'),
    v7('guides/validation-chain#bail'),
  ),
  q(
    'toBoolean query still returns string',
    '7.3.0',
    'issue 1075',
    v7('guides/common-questions#sanitizers-and-the-request'),
    v7('api/validation-chain#toboolean'),
  ),
  q(
    'check that value is a real number not a string',
    '7.3.0',
    'issue 934',
    v7('api/validation-chain#string-conversion'),
    v7('guides/common-questions#stringified-values'),
    v7('api/validation-chain#custom'),
  ),
  q(
    'conditional check based on another param',
    '7.3.0',
    'issue 668',
    v7('guides/validation-chain#conditional-validation'),
    v7('api/validation-chain#if'),
    v7('guides/common-questions#conditional-fields'),
    v7('guides/manually-running#conditional'),
  ),
  q('isDate fails for a date after upgrading to v7', '7.3.0', 'issue 1251', v7('api/validation-chain#isdate')),
  q(
    'matchedData does not include null optional field',
    '7.3.0',
    'issue 1048',
    v7('api/matched-data#options'),
    v7('api/matched-data#how-values-are-chosen'),
  ),
  q(
    'matchedData optional fields null instead of undefined',
    '7.3.0',
    'issue 774',
    v7('api/matched-data#options'),
    v7('api/validation-chain#default'),
  ),
  q(
    'withMessage callback with the field name',
    '7.3.0',
    'issue 489',
    v7('guides/customizing#message-factories'),
    v7('api/validation-chain#withmessage'),
    v7('api/misc#fieldmessagefactory'),
    v7('guides/customizing#withmessage'),
  ),
  q(
    'apply a different schema depending on a body value',
    '7.3.0',
    'issue 547',
    v7('guides/manually-running#conditional'),
  ),
  q('checkSchema lets unknown fields through', '7.3.0', 'issue 839', v7('api/check-exact')),
  q(
    'schema validation for query and body separately',
    '7.3.0',
    'issue 700',
    v7('guides/schema-validation#default-locations'),
    v7('api/check-schema#field-keys'),
    v7('guides/schema-validation#field-keys'),
  ),
  q('normalizeEmail removes dots from gmail address', '7.3.0', 'issue 946', v7('api/validation-chain#normalizeemail')),
  q('normalizeEmail changes the email domain', '7.3.0', 'issue 1119', v7('api/validation-chain#normalizeemail')),
  q(
    'remove some characters from a field',
    '7.3.0',
    'issue 258',
    v7('api/validation-chain#blacklist'),
    v7('api/validation-chain#whitelist'),
    v7('api/validation-chain#replace'),
  ),
  q(
    'typescript usage example',
    '7.3.0',
    'issue 743',
    v7('api/express-validator#using-the-types'),
    v7('api/express-validator#types'),
    v7('guides/getting-started#your-first-validation-chain'),
    v7('guides/schema-validation#typescript'),
  ),
  q('error messages always in english with i18n', '7.3.0', 'issue 1153', v7('guides/common-questions#i18n')),
  q('disable a validator of a shared schema', '7.3.0', 'issue 1223', v7('api/check-schema#validator-entry')),

  // ---- 6.15.0 ----
  q('multer fields undefined in validator', '6.15.0', 'issue 719', v6('faq#forms')),
  q(
    'first error message of each field',
    '6.15.0',
    'issue 287',
    v6('faq#one-error-per-field'),
    v6('validation-result-api#mapped'),
    v6('validation-result-api#array'),
  ),
  q(
    'require a field if another one is present',
    '6.15.0',
    'issue 179',
    v6('faq#conditional'),
    v6('validation-chain-api#if'),
  ),
  q('checkSchema is not a function', '6.15.0', 'issue 514', v6('check-api#checkschema'), v6('schema-validation')),
  q('normalizeEmail options', '6.15.0', 'issue 590', v6('sanitization-chain-api#normalizeemail')),
  q(
    'null optional value missing from matchedData',
    '6.15.0',
    'issue 568',
    v6('matched-data-api#options'),
    v6('matched-data-api#example'),
  ),
  q('isDate format option always invalid', '6.15.0', 'issue 146', v6('validation-chain-api#isdate')),

  // ---- 5.3.0 ----
  q('validation not working on route with multer', '5.3.0', 'issue 340', v5('common-questions#forms')),
  q(
    'isInt passes for a number and a string',
    '5.3.0',
    'issue 596',
    v5('validation-chain-api#isstring'),
    v5('validation-chain-api#standard-validators'),
  ),
  q('matchedData removes nullable optional field', '5.3.0', 'issue 605', v5('filter-api#matcheddata-options')),
  q('oneOf inside another oneOf', '5.3.0', 'issue 499', v5('check-api#oneof')),
  q('normalizeEmail strips periods', '5.3.0', 'issue 644', v5('sanitization-chain-api#normalizeemail')),
  q('schema object instead of chains', '5.3.0', 'issue 394', v5('schema-validation'), v5('check-api#checkschema')),
];
