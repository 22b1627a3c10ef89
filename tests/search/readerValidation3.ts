/**
 * Third search validation set in readers' words, written blind like the second
 * one: 45 questions that the ranking was never tuned on, 25 on docs 7.3.0, 10 on 6.15.0 and 10 on 5.3.0.
 *
 * Where the questions come from: each one is the title or the first lines of a question-type issue on
 * the express-validator tracker (github.com/express-validator/express-validator/issues/N, found with a
 * search over the tracker), cut down to what a reader would type into the docs search box. The
 * reader's own words are kept, not translated into the vocabulary of our docs, since finding a section
 * from the words people really use is what the set measures. Only odd issue numbers were used, none of
 * them a source of tests/search/readerQuestions.ts, readerValidation.ts or readerValidation2.ts.
 * Questions about the old APIs (the legacy `req.checkBody()` middleware, sanitization-only
 * middlewares, 5.x and 6.x behaviour) are filed under the docs version whose pages answer them.
 *
 * How the answers were chosen: for each question, the pages of that docs version (versioned_docs/)
 * were read, and the one to four sections that answer it were written down before any search was run
 * on the question. Every expected URL was checked against the built site. Its answer key is not edited after its first measurement (a key that turns out wrong is
 * reported, not fixed, so that the set stays blind).
 *
 * `expect` as in readerQuestions.ts: a URL path plus `#anchor` (that section), or a path alone (any
 * section of that page). Like the other validation sets, it may be looked at question by question.
 */
import {q, v5, v6, v7, type ReaderQuestion} from './readerQuestions';

/** Every question of the third validation set, in the order written. */
export const readerValidation3: ReaderQuestion[] = [
  // ---- 7.3.0 ----
  q(
    'wildcard for values with dot in key',
    '7.3.0',
    'issue 789',
    v7('guides/field-selection#special-characters'),
    v7('guides/field-selection#globstars'),
    v7('guides/field-selection#wildcards'),
  ),
  q(
    'validate emails.value in complex JSON',
    '7.3.0',
    'issue 121',
    v7('guides/common-questions#array-of-objects'),
    v7('guides/field-selection#wildcards'),
  ),
  q(
    'retrieve which validation rule failed',
    '7.3.0',
    'issue 375',
    v7('guides/customizing#non-string-messages'),
    v7('api/validation-chain#withmessage'),
    v7('guides/customizing#withmessage'),
  ),
  q('validationResult throw returns Validation failed', '7.3.0', 'issue 405', v7('api/validation-result#throw')),
  q(
    'custom validation with database email already in use',
    '7.3.0',
    'issue 435',
    v7('guides/customizing#custom-validator-example'),
    v7('guides/common-questions#custom-validator-result'),
    v7('api/validation-chain#custom'),
  ),
  q(
    'validate one field or another based on param',
    '7.3.0',
    'issue 753',
    v7('api/validation-chain#if'),
    v7('guides/validation-chain#conditional-validation'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'custom not working on multipart/form-data',
    '7.3.0',
    'issue 757',
    v7('guides/common-questions#forms'),
    v7('guides/getting-started#body-parsing'),
  ),
  q(
    'how to use bail in validation chain',
    '7.3.0',
    'issue 833',
    v7('api/validation-chain#bail'),
    v7('guides/validation-chain#bail'),
    v7('guides/common-questions#bail'),
  ),
  q('how to validate regex', '7.3.0', 'issue 903', v7('api/validation-chain#matches')),
  q('only allow defined fields deny other fields in body', '7.3.0', 'issue 809', v7('api/check-exact')),
  q(
    'isIn only matches first value in schema',
    '7.3.0',
    'issue 1291',
    v7('api/check-schema#options'),
    v7('guides/schema-validation#validators'),
  ),
  q('isStrongPassword custom options not working', '7.3.0', 'issue 1181', v7('api/validation-chain#isstrongpassword')),
  q('typescript request type inference after validation', '7.3.0', 'issue 911', v7('api/matched-data#signature')),
  q(
    'when can I use isString',
    '7.3.0',
    'issue 721',
    v7('api/validation-chain#isstring'),
    v7('api/validation-chain#escape'),
    v7('guides/common-questions#security'),
  ),
  q(
    'does express validator run validations async',
    '7.3.0',
    'issue 1227',
    v7('guides/validation-chain#order'),
    v7('api/validation-chain#how-a-chain-runs'),
    v7('guides/manually-running#in-sequence'),
    v7('guides/manually-running#in-parallel'),
  ),
  q(
    'express 5 req.query read-only sanitize',
    '7.3.0',
    'issue 1325',
    v7('guides/getting-started#express-versions'),
    v7('guides/common-questions#sanitizers-and-the-request'),
    v7('guides/validation-chain#sanitization'),
  ),
  q(
    'validate array of numbers as request body',
    '7.3.0',
    'issue 1171',
    v7('guides/common-questions#arrays-and-array-bodies'),
    v7('guides/field-selection#whole-body'),
  ),
  q(
    'how to set a reusable validation chain',
    '7.3.0',
    'issue 725',
    v7('guides/validation-chain#reusing-chains'),
    v7('guides/common-questions#reuse'),
  ),
  q(
    'running validations imperatively validate middleware',
    '7.3.0',
    'issue 731',
    v7('guides/manually-running#validate-middleware'),
    v7('guides/manually-running#run'),
    v7('api/validation-chain#run'),
  ),
  q(
    'notEmpty empty string with spaces',
    '7.3.0',
    'issue 1283',
    v7('api/validation-chain#notempty'),
    v7('api/validation-chain#trim'),
    v7('guides/validation-chain#order'),
  ),
  q(
    'set default value for missing field',
    '7.3.0',
    'issue 471',
    v7('api/validation-chain#default'),
    v7('guides/validation-chain#sanitization'),
  ),
  q(
    'validate url param is mongodb _id',
    '7.3.0',
    'issue 1063',
    v7('api/validation-chain#ismongoid'),
    v7('api/check#param'),
  ),
  q(
    'checkSchema custom validator request param',
    '7.3.0',
    'issue 535',
    v7('guides/customizing#meta'),
    v7('api/misc#meta'),
    v7('guides/common-questions#schema-custom'),
  ),
  q(
    'either validator one of two query params',
    '7.3.0',
    'issue 1125',
    v7('api/one-of'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'same rules optional in one route mandatory in another',
    '7.3.0',
    'issue 1123',
    v7('guides/validation-chain#reusing-chains'),
    v7('guides/common-questions#reuse'),
    v7('api/validation-chain#optional'),
  ),

  // ---- 6.15.0 ----
  q(
    'how to use custom validator',
    '6.15.0',
    'issue 413',
    v6('custom-validators-sanitizers#custom-validators'),
    v6('custom-validators-sanitizers#example'),
    v6('validation-chain-api#custom'),
  ),
  q(
    'checkSchema isPostalCode locale',
    '6.15.0',
    'issue 1085',
    v6('schema-validation#validator-entries'),
    v6('validation-chain-api#ispostalcode'),
  ),
  q('avoid unknown fields in request', '6.15.0', 'issue 1051', v6('matched-data-api')),
  q(
    'custom sanitizer support',
    '6.15.0',
    'issue 445',
    v6('custom-validators-sanitizers#custom-sanitizers'),
    v6('sanitization-chain-api#customsanitizer'),
    v6('sanitization#custom-sanitizers'),
  ),
  q(
    'custom sanitizer run before validator',
    '6.15.0',
    'issue 601',
    v6('sanitization#order'),
    v6('validation-chain-api#how-a-chain-runs'),
    v6('faq#sanitized-value'),
  ),
  q(
    'array in query string bypasses validation first element',
    '6.15.0',
    'issue 755',
    v6('faq#arrays'),
    v6('validation-chain-api#standard-validators'),
  ),
  q(
    'custom validator not running with optional nullable',
    '6.15.0',
    'issue 1157',
    v6('validation-chain-api#optional'),
    v6('faq#optional-null'),
  ),
  q(
    'toArray sanitizer checkboxes single value',
    '6.15.0',
    'issue 679',
    v6('sanitization-chain-api#toarray'),
    v6('validation-chain-api#isarray'),
  ),
  q('exists check for null values', '6.15.0', 'issue 473', v6('validation-chain-api#exists')),
  q(
    'custom followed by withMessage uses thrown message',
    '6.15.0',
    'issue 1047',
    v6('custom-error-messages#precedence'),
    v6('faq#message-precedence'),
    v6('changes-within-6x#message-precedence'),
    v6('custom-validators-sanitizers#messages'),
  ),

  // ---- 5.3.0 ----
  q(
    'input not required but valid email if filled',
    '5.3.0',
    'issue 171',
    v5('validation-chain-api#optional'),
    v5('legacy-api#legacy-chain'),
  ),
  q(
    'customize structure of validation errors result',
    '5.3.0',
    'issue 31',
    v5('legacy-api#options'),
    v5('legacy-api#reading-the-errors'),
  ),
  q(
    'customValidators always returning true promise',
    '5.3.0',
    'issue 257',
    v5('legacy-api#legacy-chain'),
    v5('legacy-api#options'),
    v5('legacy-api#reading-the-errors'),
  ),
  q('req.check is not a function', '5.3.0', 'issue 361', v5('legacy-api#middleware')),
  q('asyncValidationErrors vs getValidationResult', '5.3.0', 'issue 343', v5('legacy-api#reading-the-errors')),
  q('checkBody does not exist on type Request typescript', '5.3.0', 'issue 363', v5('legacy-api#typescript')),
  q(
    'global errorFormatter not used with validationResult',
    '5.3.0',
    'issue 427',
    v5('validation-result-api#withdefaults'),
    v5('validation-result-api#formatwith'),
    v5('legacy-api#options'),
  ),
  q(
    'validate array of objects req.checkBody',
    '5.3.0',
    'issue 125',
    v5('common-questions#array-of-objects'),
    v5('wildcards'),
    v5('legacy-api#validation-methods'),
  ),
  q(
    'sanitizers run before validators toBoolean isBoolean schema',
    '5.3.0',
    'issue 589',
    v5('sanitization#order'),
    v5('schema-validation#details'),
    v5('validation-chain-api#how-a-chain-runs'),
  ),
  q(
    'schema failing on isMobilePhone locale',
    '5.3.0',
    'issue 267',
    v5('schema-validation#options'),
    v5('validation-chain-api#ismobilephone'),
  ),
];
