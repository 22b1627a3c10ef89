/**
 * Fourth search validation set in readers' words, written as a second blind check beside the third:
 * forty questions that no tuning or earlier validation set has
 * used, 22 asked on docs 7.3.0, 9 on 6.15.0 and 9 on 5.3.0.
 *
 * Where the questions come from: each one is the title or the first lines of a question-type issue
 * on the express-validator tracker (github.com/express-validator/express-validator/issues/N, found
 * with a search over the tracker), cut down to what a reader would type into the docs search box.
 * The reader's own words are kept, not translated into the wording of our pages. No issue here is a
 * source of readerQuestions.ts or of the first three validation sets, and each issue gives one
 * question only.
 *
 * How the answers were chosen: the sections listed for each question were picked by reading our
 * docs for that version (versioned_docs/) before any search was run on the question. The key was
 * fixed before its first measurement and is not edited after it; a key that turns out to be wrong
 * is reported, not corrected, so that the set stays blind.
 *
 * Shape and `expect` as in readerQuestions.ts: a URL path plus `#anchor` (that section), or a path
 * alone (any section of that page). The set may be looked at question by question.
 */
import {q, v5, v6, v7, type ReaderQuestion} from './readerQuestions';

/** Every question of the fourth validation set, in the order written. */
export const readerValidation4: ReaderQuestion[] = [
  // ---- 7.3.0 ----
  q('nested object validation', '7.3.0', 'issue 881', v7('guides/field-selection#paths'), v7('api/check#fields')),
  q("notEmpty doesn't work with multipart/form-data", '7.3.0', 'issue 965', v7('guides/common-questions#forms')),
  q(
    'checkSchema isIn only passes for first item',
    '7.3.0',
    'issue 1143',
    v7('api/check-schema#options'),
    v7('guides/schema-validation#validators'),
  ),
  q(
    'matches does not work correctly',
    '7.3.0',
    'issue 1109',
    v7('api/validation-chain#matches'),
    v7('guides/getting-started#body-parsing'),
  ),
  q(
    'customizing global error messages',
    '7.3.0',
    'issue 1179',
    v7('guides/customizing#default-message'),
    v7('guides/customizing#message-factories'),
    v7('guides/customizing#reusable'),
    v7('api/express-validator#errorformatter'),
  ),
  q(
    'does escape() prevent sql injection',
    '7.3.0',
    'issue 1193',
    v7('guides/common-questions#security'),
    v7('api/validation-chain#escape'),
  ),
  q(
    'isEmpty not working correctly',
    '7.3.0',
    'issue 885',
    v7('guides/validation-chain#not'),
    v7('api/validation-chain#notempty'),
    v7('api/validation-chain#isempty'),
  ),
  q(
    'list of available validations',
    '7.3.0',
    'issue 747',
    v7('api/validation-chain#standard-validators'),
    v7('api/validation-chain#validator-details'),
  ),
  q('checkNoUnknown unknown fields', '7.3.0', 'issue 927', v7('api/check-exact')),
  q(
    'compare two params end date after start date',
    '7.3.0',
    'issue 475',
    v7('guides/customizing#meta'),
    v7('api/validation-chain#custom'),
    v7('guides/common-questions#password-confirmation'),
  ),
  q(
    'bypass validation specifying same parameter multiple times',
    '7.3.0',
    'issue 1065',
    v7('api/check#query'),
    v7('migration-v6-to-v7#arrays'),
    v7('api/validation-chain#string-conversion'),
  ),
  q(
    'index in meta custom validation',
    '7.3.0',
    'issue 1297',
    v7('guides/field-selection#pathvalues'),
    v7('guides/customizing#meta'),
    v7('api/misc#meta'),
  ),
  q(
    'wildcards objects with dots in keys',
    '7.3.0',
    'issue 703',
    v7('guides/field-selection#special-characters'),
    v7('guides/field-selection#wildcards'),
  ),
  q(
    'strange async custom validator behavior',
    '7.3.0',
    'issue 803',
    v7('guides/common-questions#custom-validator-result'),
    v7('guides/customizing#custom-validator-results'),
  ),
  q(
    'not echo back the value in error array',
    '7.3.0',
    'issue 659',
    v7('api/validation-chain#hide'),
    v7('api/validation-result#formatwith'),
  ),
  q(
    'trim isString passes for numbers',
    '7.3.0',
    'issue 1303',
    v7('guides/validation-chain#order'),
    v7('guides/validation-chain#sanitization'),
    v7('api/validation-chain#standard-sanitizers'),
    v7('api/validation-chain#isstring'),
  ),
  q(
    'middleware for catching validation errors',
    '7.3.0',
    'issue 617',
    v7('guides/getting-started#report-errors'),
    v7('guides/manually-running#validate-middleware'),
  ),
  q('typescript type of matchedData', '7.3.0', 'issue 1041', v7('api/matched-data#signature')),
  q(
    'prevent special chars for password',
    '7.3.0',
    'issue 107',
    v7('api/validation-chain#isalphanumeric'),
    v7('api/validation-chain#matches'),
  ),
  q(
    'return ValidationChain inside a function',
    '7.3.0',
    'issue 1277',
    v7('guides/common-questions#reuse'),
    v7('guides/validation-chain#reusing-chains'),
  ),
  q(
    'expressValidator is not a function',
    '7.3.0',
    'issue 1005',
    v7('guides/common-questions#older-versions'),
    v7('migration-v5-to-v6#legacy-api'),
  ),
  q(
    'optional does not treat null as optional',
    '7.3.0',
    'issue 879',
    v7('guides/common-questions#optional-values'),
    v7('api/validation-chain#optional'),
  ),

  // ---- 6.15.0 ----
  q(
    'conditional oneOf validators',
    '6.15.0',
    'issue 629',
    v6('faq#conditional'),
    v6('validation-chain-api#if'),
    v6('check-api#oneof'),
  ),
  q(
    'optional checkFalsy failing with method chaining',
    '6.15.0',
    'issue 859',
    v6('validation-chain-api#optional'),
    v6('faq#optional-null'),
  ),
  q('express notNull without custom', '6.15.0', 'issue 443', v6('validation-chain-api#exists')),
  q(
    'optional default value if key does not exist',
    '6.15.0',
    'issue 195',
    v6('sanitization-chain-api#default'),
    v6('validation-chain-api#optional'),
  ),
  q('undocumented behavior of notEmpty', '6.15.0', 'issue 931', v6('faq#arrays'), v6('validation-chain-api#notempty')),
  q(
    "import express-validator doesn't work",
    '6.15.0',
    'issue 865',
    '/docs/6.15.0#imports',
    v6('migration-v5-to-v6#imports'),
  ),
  q(
    'matchedData type should match the validation',
    '6.15.0',
    'issue 917',
    v6('sanitization-chain-api#toint'),
    v6('matched-data-api#how-values-are-chosen'),
  ),
  q('whole body validation', '6.15.0', 'issue 1081', v6('whole-body-validation'), v6('validation-chain-api#custom')),
  q(
    'custom validator Invalid value error with valid values',
    '6.15.0',
    'issue 697',
    v6('validation-chain-api#custom'),
    v6('custom-validators-sanitizers#custom-validators'),
  ),

  // ---- 5.3.0 ----
  q(
    'checkSchema custom validator and exists errorMessage',
    '5.3.0',
    'issue 527',
    v5('schema-validation#format'),
    v5('schema-validation#messages'),
  ),
  q(
    'err.mapped is not a function',
    '5.3.0',
    'issue 451',
    v5('validation-result-api#throw'),
    v5('validation-result-api#mapped'),
  ),
  q('checkHeader Authorization header failing', '5.3.0', 'issue 85', v5('legacy-api#validation-methods')),
  q(
    "req.assert matches() doesn't work",
    '5.3.0',
    'issue 81',
    v5('validation-chain-api#matches'),
    v5('legacy-api#legacy-chain'),
  ),
  q(
    'xss filter of POST params',
    '5.3.0',
    'issue 41',
    v5('common-questions#security'),
    v5('sanitization-chain-api#escape'),
  ),
  q(
    'req.getValidationResult is not a function',
    '5.3.0',
    'issue 373',
    v5('legacy-api#reading-the-errors'),
    v5('legacy-api#middleware'),
  ),
  q(
    'custom validator to validate two or more fields',
    '5.3.0',
    'issue 371',
    v5('custom-validators-sanitizers#custom-validators'),
    v5('common-questions#password-confirmation'),
  ),
  q(
    'option to validate the whole body',
    '5.3.0',
    'issue 327',
    v5('whole-body-validation'),
    v5('custom-validators-sanitizers#custom-validators'),
  ),
  q(
    'errorFormatter not working after upgrading',
    '5.3.0',
    'issue 167',
    v5('legacy-api#options'),
    v5('validation-result-api#formatwith'),
  ),
];
