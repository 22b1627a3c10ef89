/**
 * Blind search evaluation set of short queries: the one- and two-word queries and short questions
 * that fill the logs of a docs search box ("email", "postal code", "how to validate email"), and
 * queries that start with the library's name ("express validator email"). Each has the docs
 * version it is asked on and the sections of our docs that answer it.
 *
 * Written in full before any search was run on it and before the ranking change it was written to
 * measure; kept for figures only: no change is chosen on its questions, and the benchmarks never
 * print them (scripts/bench/search-sets.ts marks it `tunable: false`).
 *
 * How the answers were chosen: by reading the pages of the version (versioned_docs/ and the built
 * pages), never by looking at results. A query that names a validator, sanitizer or modifier is
 * answered by its reference entry; a concept by the guide section or reference entry that
 * explains it. The key is not edited after its first measurement; a key found wrong is reported,
 * not corrected, so that the set stays blind.
 *
 * Three classes, in that order under each version: one- and two-word queries, short questions,
 * and queries that start with the library's name. 57 queries are asked on docs 7.3.0, 14 on
 * 6.15.0 and 12 on 5.3.0 (83 in all).
 *
 * Shape and `expect` as in readerQuestions.ts: a URL path plus `#anchor` (that section), or a path
 * alone (any section of that page). `source` is `reader`: written by us as a reader types.
 */
import {q, v5, v6, v7, type ReaderQuestion} from './readerQuestions';

const chain7 = (anchor: string) => v7(`api/validation-chain#${anchor}`);
const chain6 = (anchor: string) => v6(`validation-chain-api#${anchor}`);
const sanitizers6 = (anchor: string) => v6(`sanitization-chain-api#${anchor}`);
const chain5 = (anchor: string) => v5(`validation-chain-api#${anchor}`);
const sanitizers5 = (anchor: string) => v5(`sanitization-chain-api#${anchor}`);

/** Every query of the set, in the order written. */
export const shortQueryBlind: ReaderQuestion[] = [
  // ---- 7.3.0: one and two words ----
  q('email', '7.3.0', 'reader', chain7('isemail')),
  q('custom', '7.3.0', 'reader', chain7('custom'), v7('guides/customizing#custom-validators')),
  q('date', '7.3.0', 'reader', chain7('isdate'), chain7('isiso8601'), chain7('todate')),
  q('optional', '7.3.0', 'reader', chain7('optional'), v7('guides/validation-chain#optional-fields')),
  q('deep wildcard', '7.3.0', 'reader', v7('guides/field-selection#globstars')),
  q('uuid', '7.3.0', 'reader', chain7('isuuid')),
  q('url', '7.3.0', 'reader', chain7('isurl')),
  q('trim', '7.3.0', 'reader', chain7('trim')),
  q('regexp', '7.3.0', 'reader', chain7('matches')),
  q('mobile number', '7.3.0', 'reader', chain7('ismobilephone')),
  q('length', '7.3.0', 'reader', chain7('islength')),
  q('to boolean', '7.3.0', 'reader', chain7('toboolean'), chain7('isboolean')),
  q('enum', '7.3.0', 'reader', chain7('isin')),
  q('json', '7.3.0', 'reader', chain7('isjson')),
  q('integer', '7.3.0', 'reader', chain7('isint'), chain7('toint')),
  q('numeric', '7.3.0', 'reader', chain7('isnumeric')),
  q('ipv4', '7.3.0', 'reader', chain7('isip')),
  q('postal code', '7.3.0', 'reader', chain7('ispostalcode')),
  q('credit card', '7.3.0', 'reader', chain7('iscreditcard')),
  q('password strength', '7.3.0', 'reader', chain7('isstrongpassword')),
  q('mongo id', '7.3.0', 'reader', chain7('ismongoid')),
  q('alphanumeric', '7.3.0', 'reader', chain7('isalphanumeric')),
  q('not empty', '7.3.0', 'reader', chain7('notempty')),
  q(
    'mandatory field',
    '7.3.0',
    'reader',
    chain7('exists'),
    v7('guides/getting-started#required-vs-format'),
    v7('guides/common-questions#missing-field'),
  ),
  q('with message', '7.3.0', 'reader', chain7('withmessage'), v7('guides/customizing#withmessage')),
  q('default', '7.3.0', 'reader', chain7('default')),
  q('lowercase', '7.3.0', 'reader', chain7('tolowercase'), chain7('islowercase')),
  q('html entities', '7.3.0', 'reader', chain7('escape'), chain7('unescape')),
  q('error messages', '7.3.0', 'reader', v7('guides/customizing#error-messages')),
  q('matched data', '7.3.0', 'reader', v7('api/matched-data')),
  q('validation result', '7.3.0', 'reader', v7('api/validation-result')),
  q('nested fields', '7.3.0', 'reader', v7('guides/field-selection#paths')),
  q('file upload', '7.3.0', 'reader', v7('guides/common-questions#forms')),
  q('unknown fields', '7.3.0', 'reader', v7('api/check-exact'), v7('guides/common-questions#unknown-fields')),
  q('headers', '7.3.0', 'reader', v7('api/check#header')),
  q('cookie', '7.3.0', 'reader', v7('api/check#cookie')),
  q('translate messages', '7.3.0', 'reader', v7('guides/common-questions#i18n')),
  q('xss', '7.3.0', 'reader', v7('guides/common-questions#security'), chain7('escape')),
  q('hide value', '7.3.0', 'reader', chain7('hide'), v7('architecture#hidden-values')),
  // ---- 7.3.0: short questions ----
  q('stop at first failure', '7.3.0', 'reader', chain7('bail'), v7('guides/validation-chain#bail')),
  q(
    'only if another field is set',
    '7.3.0',
    'reader',
    v7('guides/validation-chain#conditional-validation'),
    chain7('if'),
    v7('guides/common-questions#conditional-fields'),
  ),
  q('how to validate email', '7.3.0', 'reader', chain7('isemail')),
  q('how to check if a field exists', '7.3.0', 'reader', chain7('exists')),
  q(
    'how to make a field optional',
    '7.3.0',
    'reader',
    chain7('optional'),
    v7('guides/validation-chain#optional-fields'),
  ),
  q('how to validate a date format', '7.3.0', 'reader', chain7('isdate'), chain7('isiso8601')),
  q(
    'how to validate an array of objects',
    '7.3.0',
    'reader',
    v7('guides/common-questions#array-of-objects'),
    v7('guides/field-selection#wildcards'),
  ),
  q(
    'how to get only the first error',
    '7.3.0',
    'reader',
    v7('api/validation-result#array'),
    v7('guides/validation-chain#error-count'),
  ),
  q('how to validate query params', '7.3.0', 'reader', v7('api/check#query')),
  q('how to use checkSchema', '7.3.0', 'reader', v7('api/check-schema'), v7('guides/schema-validation')),
  // ---- 7.3.0: starting with the library's name ----
  q('express validator email', '7.3.0', 'reader', chain7('isemail')),
  q(
    'express validator custom validator',
    '7.3.0',
    'reader',
    v7('guides/customizing#custom-validators'),
    chain7('custom'),
  ),
  q('express validator optional', '7.3.0', 'reader', chain7('optional'), v7('guides/validation-chain#optional-fields')),
  q('express-validator checkSchema', '7.3.0', 'reader', v7('api/check-schema'), v7('guides/schema-validation')),
  q(
    'express validator array of objects',
    '7.3.0',
    'reader',
    v7('guides/common-questions#array-of-objects'),
    v7('guides/field-selection#wildcards'),
  ),
  q('express validator password confirmation', '7.3.0', 'reader', v7('guides/common-questions#password-confirmation')),
  q('express validator error message', '7.3.0', 'reader', v7('guides/customizing#error-messages')),
  q('express-validator isInt', '7.3.0', 'reader', chain7('isint')),
  // ---- 6.15.0 ----
  q('email', '6.15.0', 'reader', chain6('isemail')),
  q('custom validator', '6.15.0', 'reader', v6('custom-validators-sanitizers#custom-validators'), chain6('custom')),
  q('one of', '6.15.0', 'reader', v6('check-api#oneof')),
  q('sanitize body', '6.15.0', 'reader', v6('filter-api#sanitizebody')),
  q('to date', '6.15.0', 'reader', sanitizers6('todate')),
  q('isIn', '6.15.0', 'reader', chain6('isin')),
  q('mobile phone', '6.15.0', 'reader', chain6('ismobilephone')),
  q('wildcards', '6.15.0', 'reader', v6('wildcards')),
  q('first error only', '6.15.0', 'reader', v6('faq#one-error-per-field'), v6('validation-result-api#array')),
  q('how to trim a field', '6.15.0', 'reader', sanitizers6('trim')),
  q('how to run validations imperatively', '6.15.0', 'reader', v6('running-imperatively')),
  q('express validator matchedData', '6.15.0', 'reader', v6('matched-data-api')),
  q('express validator bail', '6.15.0', 'reader', chain6('bail'), v6('faq#bail')),
  q('express validator normalize email', '6.15.0', 'reader', sanitizers6('normalizeemail')),
  // ---- 5.3.0 ----
  q('email', '5.3.0', 'reader', chain5('isemail')),
  q('legacy api', '5.3.0', 'reader', v5('legacy-api')),
  q('customSanitizer', '5.3.0', 'reader', sanitizers5('customsanitizer')),
  q('legacy errors', '5.3.0', 'reader', v5('legacy-api#reading-the-errors')),
  q('mobile phone', '5.3.0', 'reader', chain5('ismobilephone')),
  q('to int', '5.3.0', 'reader', sanitizers5('toint')),
  q('matched data', '5.3.0', 'reader', v5('filter-api#matcheddata')),
  q('iso 8601', '5.3.0', 'reader', chain5('isiso8601')),
  q(
    'how to write a custom validator',
    '5.3.0',
    'reader',
    v5('custom-validators-sanitizers#custom-validators'),
    chain5('custom'),
  ),
  q('how to validate a schema', '5.3.0', 'reader', v5('schema-validation'), v5('check-api#checkschema')),
  q('express validator withMessage', '5.3.0', 'reader', chain5('withmessage')),
  q('express-validator oneOf', '5.3.0', 'reader', v5('check-api#oneof')),
];
