/**
 * Blind search evaluation set in newcomers' words: questions as someone new to express-validator
 * types them into the docs search box, each with the docs version they are on and the sections of
 * our docs that answer it. Written without looking at the search engine and without running any
 * search on the questions.
 *
 * Where the questions come from: each one starts from a question-type issue on the
 * express-validator tracker (github.com/express-validator/express-validator/issues/N, found with a
 * search over the tracker), the kind of thing also asked on Stack Overflow, retold the way a
 * newcomer would type it: short, in their own words, never in the wording of our pages. No issue
 * here is a source of readerQuestions.ts or of the four validation sets (readerValidation*.ts).
 * Most issues give one question; some give two, of different classes or on two versions.
 *
 * Four classes, grouped in that order under each version: how-to questions (some with filler
 * words: "is it possible to ...", "what is the way to ..."), pasted error messages or symptoms,
 * two-word concepts, and tasks named by their effect. 29 how-to questions, 25 errors, 29 concepts
 * and 20 tasks. 63 questions are asked on docs 7.3.0, 16 on 6.15.0 and 24 on 5.3.0 (103 in all):
 * a question goes to the version its asker was on when the issue was written, or to 7.3.0 when the
 * question is the same on every version.
 *
 * How the answers were chosen: the sections listed for each question were picked by reading our
 * docs for that version (versioned_docs/) before any measurement. The key is not edited after its
 * first measurement; a key that turns out to be wrong is reported, not corrected, so that the set
 * stays blind.
 *
 * Shape and `expect` as in readerQuestions.ts: a URL path plus `#anchor` (that section), or a path
 * alone (any section of that page).
 */
import {q, v5, v6, v7, type ReaderQuestion} from './readerQuestions';

/** Every question of the blind newcomer set, in the order written. */
export const newcomerBlind: ReaderQuestion[] = [
  // ---- 7.3.0: how-to ----
  q(
    'how can i use the same rules in a cli script with no request',
    '7.3.0',
    'issue 828',
    v7('guides/manually-running#outside-express'),
  ),
  q(
    'how do i validate the other two fields only when one of them is filled',
    '7.3.0',
    'issue 1170',
    v7('guides/validation-chain#conditional-validation'),
    v7('api/validation-chain#if'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'how to make password and confirm password match',
    '7.3.0',
    'issue 1011',
    v7('guides/common-questions#password-confirmation'),
    v7('guides/customizing#custom-validator-example'),
  ),
  q(
    'how to type req inside a custom validator in typescript',
    '7.3.0',
    'issue 768',
    v7('api/misc#meta'),
    v7('guides/customizing#meta'),
  ),
  q(
    'what is the way to set one error formatter for all results',
    '7.3.0',
    'issue 218',
    v7('api/express-validator#errorformatter'),
    v7('api/validation-result#withdefaults'),
  ),
  q(
    'how to check that a dropdown value is one of a few options',
    '7.3.0',
    'issue 356',
    v7('api/validation-chain#isin'),
  ),
  q('how do i validate a field like user.address.city', '7.3.0', 'issue 1245', v7('guides/field-selection#paths')),
  q(
    'is it possible to use the same rules for one product and for an array of products',
    '7.3.0',
    'issue 1141',
    v7('guides/common-questions#arrays-and-array-bodies'),
    v7('guides/field-selection#wildcards'),
  ),
  q(
    'how do i keep my validation rules in a separate file',
    '7.3.0',
    'issue 404',
    v7('guides/common-questions#reuse'),
    v7('guides/validation-chain#reusing-chains'),
  ),
  q(
    'how to apply a validator array with router.use to every route',
    '7.3.0',
    'issue 1173',
    v7('guides/common-questions#reuse'),
    v7('guides/manually-running#validate-middleware'),
  ),
  q(
    'how can i tell if an error came from the query or the body',
    '7.3.0',
    'issue 185',
    v7('api/validation-result#fieldvalidationerror'),
    v7('guides/getting-started#what-an-error-contains'),
  ),
  q(
    'how do i check each object in an array i post',
    '7.3.0',
    'issue 778',
    v7('guides/common-questions#array-of-objects'),
    v7('guides/field-selection#wildcards'),
  ),
  q(
    'how do i pass the list of allowed values to isIn in a schema',
    '7.3.0',
    'issue 192',
    v7('api/check-schema#options'),
    v7('guides/schema-validation#validators'),
  ),
  q(
    'how do i load a user from the database in a sanitizer',
    '7.3.0',
    'issue 175',
    v7('guides/customizing#custom-sanitizer-example'),
    v7('api/validation-chain#customsanitizer'),
    v7('guides/customizing#custom-sanitizers'),
  ),
  q(
    'how to apply the same rules to several fields at once',
    '7.3.0',
    'issue 738',
    v7('api/check#fields'),
    v7('guides/field-selection#multiple-fields'),
  ),
  q(
    'how do i check that a value is a decimal number',
    '7.3.0',
    'issue 228',
    v7('api/validation-chain#isdecimal'),
    v7('api/validation-chain#isfloat'),
  ),
  q(
    'is it possible to check a request without saving the errors on it',
    '7.3.0',
    'issue 888',
    v7('guides/manually-running#dry-run'),
    v7('api/validation-chain#run'),
  ),
  q('what is the way to use withDefaults', '7.3.0', 'issue 606', v7('api/validation-result#withdefaults')),

  // ---- 7.3.0: pasted errors and symptoms ----
  q(
    'TypeError: expressValidator is not a function',
    '7.3.0',
    'issue 756',
    v7('guides/common-questions#older-versions'),
    v7('migration-v5-to-v6#legacy-api'),
  ),
  q('TypeError: result.isEmpty is not a function', '7.3.0', 'issue 1298', v7('api/check-schema#return-value')),
  q(
    "Property 'path' does not exist on type 'AlternativeValidationError'",
    '7.3.0',
    'issue 1224',
    v7('api/validation-result#error-types'),
    v7('migration-v6-to-v7#error-objects'),
  ),
  q(
    'Type \'ValidatorSchemaOptions<"custom">[]\' is not assignable to type \'ValidatorSchemaOptions<"custom">\'',
    '7.3.0',
    'issue 1237',
    v7('guides/common-questions#schema-custom'),
    v7('api/check-schema#custom-keys'),
  ),
  q(
    'Unknown field(s) error for the fields inside oneOf',
    '7.3.0',
    'issue 1269',
    v7('api/check-exact#fields-validated-inside-oneof'),
    v7('api/one-of#checkexact'),
  ),
  q('errors.isEmpty() is always true', '7.3.0', 'issue 530', v7('guides/common-questions#chains-not-running')),
  q('isMobilePhone pt-BR not accepted', '7.3.0', 'issue 772', v7('api/validation-chain#ismobilephone')),
  q(
    'bail() does not stop my custom validator',
    '7.3.0',
    'issue 892',
    v7('api/validation-chain#bail'),
    v7('guides/validation-chain#bail'),
  ),
  q(
    'isInt passes when i send [34]',
    '7.3.0',
    'issue 1293',
    v7('guides/common-questions#stringified-values'),
    v7('api/validation-chain#string-conversion'),
    v7('migration-v6-to-v7#arrays'),
  ),
  q('checkExact lets an extra key inside array items through', '7.3.0', 'issue 1242', v7('api/check-exact#wildcards')),
  q(
    'exists() passes with an empty string',
    '7.3.0',
    'issue 502',
    v7('api/validation-chain#exists'),
    v7('guides/getting-started#required-vs-format'),
  ),
  q(
    'custom() always gives Invalid value even when i return true',
    '7.3.0',
    'issue 1103',
    v7('guides/customizing#custom-validator-results'),
    v7('api/validation-chain#custom'),
  ),
  q('header X-Custom-Header is always missing', '7.3.0', 'issue 278', v7('api/check#header')),

  // ---- 7.3.0: two-word concepts ----
  q('unknown properties', '7.3.0', 'issue 266', v7('api/check-exact')),
  q(
    'fail fast',
    '7.3.0',
    'issue 1100',
    v7('guides/validation-chain#request-level-bail'),
    v7('api/validation-chain#bail'),
    v7('guides/common-questions#bail'),
  ),
  q(
    'nullable optional',
    '7.3.0',
    'issue 640',
    v7('api/validation-chain#optional'),
    v7('guides/common-questions#optional-values'),
    v7('migration-v6-to-v7#optional-values'),
  ),
  q('phone locale', '7.3.0', 'issue 772', v7('api/validation-chain#ismobilephone')),
  q(
    'error formatter',
    '7.3.0',
    'issue 218',
    v7('api/validation-result#formatwith'),
    v7('api/validation-result#withdefaults'),
    v7('api/validation-result#errorformatter'),
    v7('api/express-validator#errorformatter'),
  ),
  q('enum values', '7.3.0', 'issue 356', v7('api/validation-chain#isin')),
  q('manual run', '7.3.0', 'issue 728', v7('guides/manually-running#run'), v7('api/validation-chain#run')),
  q(
    'conditional fields',
    '7.3.0',
    'issue 1170',
    v7('api/validation-chain#if'),
    v7('guides/validation-chain#conditional-validation'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q(
    'request level bail',
    '7.3.0',
    'issue 1262',
    v7('guides/validation-chain#request-level-bail'),
    v7('api/validation-chain#bail'),
  ),
  q('opposite validator', '7.3.0', 'issue 294', v7('api/validation-chain#not'), v7('guides/validation-chain#not')),
  q('not equals', '7.3.0', 'issue 333', v7('api/validation-chain#not'), v7('api/validation-chain#equals')),
  q('dryRun option', '7.3.0', 'issue 888', v7('guides/manually-running#dry-run'), v7('architecture#dry-runs')),
  q('multiple fields', '7.3.0', 'issue 738', v7('guides/field-selection#multiple-fields'), v7('api/check#fields')),
  q('decimal numbers', '7.3.0', 'issue 228', v7('api/validation-chain#isdecimal'), v7('api/validation-chain#isfloat')),
  q('dot notation', '7.3.0', 'issue 1245', v7('guides/field-selection#paths')),
  q('array body', '7.3.0', 'issue 1141', v7('guides/common-questions#arrays-and-array-bodies')),
  q(
    'error types',
    '7.3.0',
    'issue 1224',
    v7('api/validation-result#error-types'),
    v7('migration-v6-to-v7#error-objects'),
  ),
  q(
    'repeat password',
    '7.3.0',
    'issue 1011',
    v7('guides/common-questions#password-confirmation'),
    v7('guides/customizing#custom-validator-example'),
  ),
  q(
    'sanitizer promise',
    '7.3.0',
    'issue 175',
    v7('guides/customizing#custom-sanitizer-example'),
    v7('api/validation-chain#customsanitizer'),
  ),
  q('header case', '7.3.0', 'issue 278', v7('api/check#header')),
  q('outside express', '7.3.0', 'issue 828', v7('guides/manually-running#outside-express')),

  // ---- 7.3.0: tasks named by their effect ----
  q(
    'return an error for keys the client should not send',
    '7.3.0',
    'issue 902',
    v7('api/check-exact#unknown-fields-error'),
    v7('api/check-exact'),
  ),
  q(
    'stop checking the other fields once one fails',
    '7.3.0',
    'issue 866',
    v7('guides/validation-chain#request-level-bail'),
    v7('api/validation-chain#bail'),
    v7('guides/common-questions#bail'),
  ),
  q(
    'skip the email lookup when the password check already failed',
    '7.3.0',
    'issue 696',
    v7('guides/validation-chain#request-level-bail'),
    v7('guides/common-questions#bail'),
    v7('guides/manually-running#in-sequence'),
  ),
  q(
    'hide location and value in the error response',
    '7.3.0',
    'issue 432',
    v7('api/validation-result#formatwith'),
    v7('guides/common-questions#error-shape'),
  ),
  q(
    'give my custom validator the same message everywhere',
    '7.3.0',
    'issue 169',
    v7('guides/customizing#reusable'),
    v7('guides/customizing#default-message'),
    v7('api/express-validator#validators'),
  ),
  q(
    'turn the errors into my own api error objects',
    '7.3.0',
    'issue 462',
    v7('api/validation-result#formatwith'),
    v7('guides/common-questions#error-shape'),
  ),
  q(
    'make sure the :id in the url is a mongo id',
    '7.3.0',
    'issue 1008',
    v7('api/validation-chain#ismongoid'),
    v7('api/check#param'),
  ),
  q('reject any field other than name and city', '7.3.0', 'issue 746', v7('api/check-exact')),
  q(
    'skip every other check when the user is already logged in',
    '7.3.0',
    'issue 1262',
    v7('guides/validation-chain#request-level-bail'),
    v7('guides/common-questions#bail'),
  ),
  q(
    'check every value of a query param sent twice',
    '7.3.0',
    'issue 704',
    v7('migration-v6-to-v7#arrays'),
    v7('api/validation-chain#string-conversion'),
    v7('guides/field-selection#wildcards'),
  ),
  q('reject the value 0', '7.3.0', 'issue 858', v7('api/validation-chain#not'), v7('api/validation-chain#equals')),

  // ---- 6.15.0: how-to ----
  q(
    'how do i run the validations in my controller instead of the route',
    '6.15.0',
    'issue 728',
    v6('validation-chain-api#run'),
    v6('running-imperatively#validate-middleware'),
  ),
  q(
    'how do i show only the first error message of a field',
    '6.15.0',
    'issue 236',
    v6('faq#one-error-per-field'),
    v6('validation-chain-api#bail'),
    v6('validation-result-api#array'),
  ),
  q(
    'is it possible to use an async function in customSanitizer',
    '6.15.0',
    'issue 784',
    v6('sanitization-chain-api#customsanitizer'),
    v6('custom-validators-sanitizers#custom-sanitizers'),
  ),
  q(
    'how to run the checks without changing req.body',
    '6.15.0',
    'issue 888',
    v6('running-imperatively#dry-run'),
    v6('changes-within-6x#dry-run'),
  ),

  // ---- 6.15.0: pasted errors and symptoms ----
  q(
    'requires to express-validator/check are deprecated',
    '6.15.0',
    'issue 752',
    v6('faq#check-deprecated'),
    v6('migration-v5-to-v6#imports'),
  ),
  q(
    'oneOf with trim adds an empty string to req.body',
    '6.15.0',
    'issue 875',
    v6('changes-within-6x#one-of-sanitizers'),
  ),
  q(
    'checkSchema optional nullable is ignored',
    '6.15.0',
    'issue 742',
    v6('changes-within-6x#schema-optional-type'),
    v6('schema-validation#field-schema'),
  ),
  q(
    'TypeError: req.checkBody(...).notEquals is not a function',
    '6.15.0',
    'issue 858',
    v6('faq#check-deprecated'),
    v6('validation-chain-api#not'),
  ),
  q(
    'custom() fails even when it returns true',
    '6.15.0',
    'issue 1103',
    v6('validation-chain-api#custom'),
    v6('custom-validators-sanitizers#custom-validators'),
  ),

  // ---- 6.15.0: two-word concepts ----
  q('integer array', '6.15.0', 'issue 1046', v6('faq#arrays')),
  q(
    'async customSanitizer',
    '6.15.0',
    'issue 784',
    v6('sanitization-chain-api#customsanitizer'),
    v6('custom-validators-sanitizers#custom-sanitizers'),
  ),
  q('several fields', '6.15.0', 'issue 738', v6('check-api#fields')),

  // ---- 6.15.0: tasks named by their effect ----
  q(
    'only accept name and city in the body',
    '6.15.0',
    'issue 746',
    v6('matched-data-api'),
    v6('index#messages-sanitizers-matched-data'),
  ),
  q(
    'leave out fields skipped by if() from the matched data',
    '6.15.0',
    'issue 819',
    v6('matched-data-api#how-values-are-chosen'),
  ),
  q(
    'stop the other fields when the captcha is wrong',
    '6.15.0',
    'issue 928',
    v6('faq#bail'),
    v6('running-imperatively#stop-early'),
  ),
  q(
    'split comma separated query values into an array',
    '6.15.0',
    'issue 800',
    v6('sanitization-chain-api#customsanitizer'),
    v6('sanitization-chain-api#toarray'),
  ),

  // ---- 5.3.0: how-to ----
  q('how do i validate every item of an array, only the first one is checked', '5.3.0', 'issue 477', v5('wildcards')),
  q(
    'how to give each validator its own error message',
    '5.3.0',
    'issue 126',
    v5('custom-error-messages#levels'),
    v5('validation-chain-api#withmessage'),
  ),
  q(
    'how can i set one error format for every validationResult',
    '5.3.0',
    'issue 392',
    v5('validation-result-api#withdefaults'),
    v5('validation-result-api#formatwith'),
  ),
  q(
    'how do i show the messages in several languages',
    '5.3.0',
    'issue 464',
    v5('common-questions#i18n'),
    v5('custom-error-messages#dynamic-messages'),
  ),
  q(
    'is it possible to use a schema with the check api',
    '5.3.0',
    'issue 433',
    v5('check-api#checkschema'),
    v5('schema-validation'),
  ),
  q('how to require at least one of three query params', '5.3.0', 'issue 200', v5('check-api#oneof')),
  q(
    'what is the way to read errors, validationErrors or getValidationResult',
    '5.3.0',
    'issue 359',
    v5('legacy-api#reading-the-errors'),
  ),

  // ---- 5.3.0: pasted errors and symptoms ----
  q('TypeError: body(...).isIp is not a function', '5.3.0', 'issue 594', v5('validation-chain-api#isip')),
  q('req.validationErrors() returns null', '5.3.0', 'issue 111', v5('legacy-api#reading-the-errors')),
  q(
    'isISO8601 fails after toDate()',
    '5.3.0',
    'issue 431',
    v5('sanitization#order'),
    v5('validation-chain-api#isiso8601'),
  ),
  q(
    'isEmpty() gives an error even when the field has a value',
    '5.3.0',
    'issue 336',
    v5('validation-chain-api#not'),
    v5('validation-chain-api#isempty'),
  ),
  q('TypeError: check is not a function', '5.3.0', 'issue 947', v5('check-api#check'), v5('index#two-apis')),
  q('withMessage is not a function', '5.3.0', 'issue 189', v5('legacy-api#legacy-chain')),
  q(
    'This library (validator.js) validates strings only',
    '5.3.0',
    'issue 463',
    v5('validation-chain-api#isarray'),
    v5('wildcards'),
  ),

  // ---- 5.3.0: two-word concepts ----
  q('wildcard syntax', '5.3.0', 'issue 414', v5('wildcards#rules')),
  q('isIn options', '5.3.0', 'issue 284', v5('schema-validation#options')),
  q('mongodb id', '5.3.0', 'issue 637', v5('validation-chain-api#ismongoid')),
  q('header names', '5.3.0', 'issue 278', v5('check-api#body-cookie-header-param-query')),
  q('not equals', '5.3.0', 'issue 333', v5('validation-chain-api#not'), v5('validation-chain-api#equals')),

  // ---- 5.3.0: tasks named by their effect ----
  q(
    'turn a number into true or false',
    '5.3.0',
    'issue 580',
    v5('sanitization#which-values'),
    v5('sanitization-chain-api#toboolean'),
  ),
  q(
    'trim spaces before checking the value',
    '5.3.0',
    'issue 438',
    v5('sanitization#order'),
    v5('validation-chain-api#sanitizers'),
  ),
  q('only allow USD, EUR or INR as currency', '5.3.0', 'issue 332', v5('validation-chain-api#isin')),
  q(
    'check all the values of a query param sent twice',
    '5.3.0',
    'issue 704',
    v5('validation-chain-api#isarray'),
    v5('wildcards'),
  ),
  q(
    'reject a value that is on a blacklist',
    '5.3.0',
    'issue 294',
    v5('validation-chain-api#not'),
    v5('validation-chain-api#isin'),
  ),
];
