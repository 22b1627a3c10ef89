/**
 * Notes the reference generator adds under a validator's entry when what the release really does
 * differs from what its type declarations (or the shared description) suggest. Each note applies to
 * a range of npm releases of express-validator, is written for this site from runs against those
 * releases and the validator.js each installs, and is proven by the claim of the same id in
 * tests/claims/reference.test.ts, which imports these ranges: the releases inside a range must show
 * the behaviour, the first release after it must not.
 *
 * Used by scripts/docs/generate-reference.ts: `notesFor(name, release, fields)` returns the Markdown
 * paragraphs, each ending with the claim marker `{/* claim: <id> *\/}`.
 */
import {compareReleases} from '../../../src/docsVersions';

export type ReleaseNote = {
  /** Validator the note belongs to, e.g. `matches`. */
  method: string;
  /** Claim id in tests/claims/reference.test.ts. */
  claim: string;
  /** First npm release the note applies to (inclusive). */
  from: string;
  /** First npm release it no longer applies to (exclusive); none: up to the newest. */
  to?: string;
  /** Only when the release declares this option field for the method (e.g. `provider`). */
  field?: string;
  /** Markdown; it must contain the claim's `says` words. */
  text: string;
};

export const releaseNotes: readonly ReleaseNote[] = [
  {
    method: 'matches',
    claim: 'matches-regexp-modifiers-ignored',
    from: '5.2.0',
    to: '6.14.2',
    text: "This release hands `modifiers` to validator.js only when `pattern` is a string. With a `RegExp` pattern the modifiers are ignored, so put the flags on the expression itself: `matches(/abc/i)`, not `matches(/abc/, 'i')`.",
  },
  {
    method: 'matches',
    claim: 'matches-regexp-modifiers-merged',
    from: '6.14.2',
    text: "With a `RegExp` pattern, the flags in `modifiers` are added to the flags the expression already has, so `matches(/abc/, 'i')` ignores letter case.",
  },
  {
    method: 'isCreditCard',
    claim: 'iscreditcard-provider-dropped',
    from: '6.15.0',
    field: 'provider',
    text: 'This release declares `options.provider` but does not pass it on to validator.js: a valid number of any card network passes, whichever provider is named. To accept a single network, call validator.js `isCreditCard(value, { provider })` from a [custom validator](#custom).',
  },
  {
    method: 'isBoolean',
    claim: 'isboolean-strict-booleans-only',
    from: '6.10.0',
    field: 'strict',
    text: 'With `strict: true`, express-validator checks the value itself instead of calling validator.js: only the JSON booleans `true` and `false` pass, and the strings `"true"` and `"false"` (all that a query string or an HTML form can send) fail.',
  },
  {
    method: 'isAlpha',
    claim: 'isalpha-ignore-array-throws',
    from: '6.8.0',
    to: '6.9.1',
    field: 'ignore',
    text: 'In this release `options.ignore` must be a string or a regular expression. An array, although the type allows it, reaches validator.js unchanged; validator.js throws, and the request ends in that error (passed to `next(err)`) instead of a validation error.',
  },
  {
    method: 'isAlpha',
    claim: 'isalpha-ignore-array-joined',
    from: '6.9.1',
    field: 'ignore',
    text: "An array given as `options.ignore` is joined into one string first, so `[' ', '-']` and `' -'` ignore the same characters.",
  },
  {
    method: 'isPort',
    claim: 'isport-leading-zeros-pass',
    from: '5.2.0',
    to: '6.5.0',
    text: 'With the validator.js this release installs (10.x to 12.x), a port written with leading zeros, such as `0080`, passes.',
  },
  {
    method: 'isPort',
    claim: 'isport-leading-zeros-fail',
    from: '6.5.0',
    text: 'A port written with leading zeros, such as `0080`, fails; `80` passes.',
  },
  {
    method: 'isIPRange',
    claim: 'isiprange-ipv4-only',
    from: '5.2.0',
    to: '6.5.0',
    text: 'With the validator.js this release installs (10.x to 12.x), only IPv4 ranges pass: an IPv6 range such as `2001:db8::/32` fails.',
  },
  {
    method: 'isIPRange',
    claim: 'isiprange-ipv6-too',
    from: '6.5.0',
    text: 'IPv6 ranges such as `2001:db8::/32` pass as well as IPv4 ones.',
  },
  {
    method: 'isMagnetURI',
    claim: 'ismagneturi-needs-dn-and-tr',
    from: '5.2.0',
    to: '6.5.0',
    text: 'With the validator.js this release installs (10.x to 12.x), the link must carry `xt`, `dn` and `tr` in that order, as in `magnet:?xt=urn:btih:<hash>&dn=<name>&tr=<tracker>`: a link with `xt` alone fails.',
  },
  {
    method: 'isHexadecimal',
    claim: 'ishexadecimal-no-prefix',
    from: '5.2.0',
    to: '6.4.0',
    text: 'A prefix such as `0x` is not part of the number for the validator.js this release installs (10.x or 11.x): `0xff` fails, `ff` passes.',
  },
  {
    method: 'isHexadecimal',
    claim: 'ishexadecimal-prefix',
    from: '6.4.0',
    text: 'A `0x` or `0h` prefix is accepted: `0xff` and `0hff` pass as well as `ff`.',
  },
  {
    method: 'isMongoId',
    claim: 'ismongoid-prefix',
    from: '6.4.0',
    text: 'The 24 characters are checked as a hexadecimal number, which may start with `0x` or `0h`, so `0x` followed by 22 digits passes too.',
  },
  {
    method: 'isBIC',
    claim: 'isbic-layout-only',
    from: '6.4.0',
    to: '6.5.0',
    text: 'With validator.js 12.x, which this release installs, only the layout is checked: `DEUTXXFF` passes although `XX` is no country.',
  },
  {
    method: 'isBIC',
    claim: 'isbic-country-checked',
    from: '6.5.0',
    text: 'The two letters after the institution code must be an ISO 3166-1 country code: `DEUTDEFF` passes, `DEUTXXFF` fails.',
  },
  {
    method: 'isPassportNumber',
    claim: 'ispassportnumber-needs-country',
    from: '6.5.0',
    text: 'The type marks `countryCode` as optional, but without it validator.js throws (`Cannot read properties of undefined`), and the request fails with that error instead of a validation error: always pass a country code.',
  },
  {
    method: 'isSlug',
    claim: 'isslug-loose-rule-12',
    from: '6.4.0',
    to: '6.5.0',
    text: 'With validator.js 12.x, which this release installs, a slug needs at least three characters and its second character must be a lowercase letter, a digit or `-`; after that, capitals and underscores pass. So `ab_c` and `Hello-World` pass, while `ab` and `a_b` fail.',
  },
  {
    method: 'isSlug',
    claim: 'isslug-lowercase-rule',
    from: '6.5.0',
    to: '7.1.0',
    text: 'With validator.js 13.15, which `npm install` picks for this release today, only lowercase letters, digits, `-` and `_` are allowed, and the value starts and ends with a letter or digit: `a`, `a_b` and `my-post-1` pass, `Hello-World` and `a--b` fail. This release also accepts validator.js 13.12.0, which a lock file may hold, and that applies a looser rule: a slug needs at least three characters and its second character must be a lowercase letter, a digit or `-`, after which capitals and underscores pass. So there `Hello-World` passes, while `a` and `a_b` fail.',
  },
  {
    method: 'isSlug',
    claim: 'isslug-loose-rule-13-12',
    from: '7.1.0',
    to: '7.3.0',
    text: 'With validator.js 13.12.0, which this release installs, a slug needs at least three characters and its second character must be a lowercase letter, a digit or `-`; after that, capitals and underscores pass. So `ab_c` and `Hello-World` pass, while `ab` and `a_b` fail. Releases that install validator.js 13.15 allow only lowercase letters, digits, `-` and `_`, and accept `a` and `a_b`.',
  },
  {
    method: 'isSlug',
    claim: 'isslug-lowercase-rule-again',
    from: '7.3.0',
    text: 'Only lowercase letters, digits, `-` and `_` are allowed, and the value starts and ends with a letter or digit: `a`, `a_b` and `my-post-1` pass, `Hello-World` and `a--b` fail. (7.1.0 to 7.2.1, which install validator.js 13.12.0, apply a looser rule that lets capitals through.)',
  },
  {
    method: 'isUUID',
    claim: 'isuuid-any-hex-layout',
    from: '5.2.0',
    to: '6.5.0',
    text: 'Without `version`, or with `all`, any 32 hexadecimal digits in the 8-4-4-4-12 layout pass, whatever their version and variant digits: `a0eebc99-9c0b-0ef8-bb6d-6bb9bd380a11` (version digit 0) passes.',
  },
  {
    method: 'isUUID',
    claim: 'isuuid-version-and-variant',
    from: '6.5.0',
    to: '7.1.0',
    text: 'Without `version`, or with `all`, the version digit (the first of the third group) must be 1 to 8 and the variant digit (the first of the fourth group) `8`, `9`, `a` or `b`; the all-zero and all-`f` UUIDs pass too. `a0eebc99-9c0b-0ef8-bb6d-6bb9bd380a11` (version digit 0) fails.',
  },
  {
    method: 'isUUID',
    claim: 'isuuid-any-hex-layout-13-12',
    from: '7.1.0',
    to: '7.3.0',
    text: 'With validator.js 13.12.0, which this release installs, any 32 hexadecimal digits in the 8-4-4-4-12 layout pass without `version`, or with `all`, whatever their version and variant digits: `a0eebc99-9c0b-0ef8-bb6d-6bb9bd380a11` (version digit 0) passes. Releases that install validator.js 13.15 reject it.',
  },
  {
    method: 'isUUID',
    claim: 'isuuid-version-and-variant-again',
    from: '7.3.0',
    text: 'Without `version`, or with `all`, the version digit (the first of the third group) must be 1 to 8 and the variant digit (the first of the fourth group) `8`, `9`, `a` or `b`; the all-zero and all-`f` UUIDs pass too. `a0eebc99-9c0b-0ef8-bb6d-6bb9bd380a11` (version digit 0) fails; `loose` accepts it. (7.1.0 to 7.2.1, which install validator.js 13.12.0, accept any hexadecimal digits.)',
  },
  {
    method: 'isStrongPassword',
    claim: 'isstrongpassword-returnscore-passes',
    from: '6.8.0',
    field: 'returnScore',
    text: 'With `returnScore: true`, validator.js returns a number, and the chain counts any score above 0 as a pass, so even `abc` passes. Leave `returnScore` off in a validation chain.',
  },
  {
    method: 'isEmail',
    claim: 'isemail-lone-surrogate-message',
    from: '5.2.0',
    to: '6.0.0',
    text: 'A string holding a lone UTF-16 surrogate, such as the JSON string `"\\ud800"`, makes validator.js throw `URIError: URI malformed`. This release turns the exception into a validation error of the field whose message is `URI malformed`, so the request is answered with your other validation errors.',
  },
  {
    method: 'isEmail',
    claim: 'isemail-lone-surrogate-throws-no-bail',
    from: '6.0.0',
    to: '6.2.0',
    text: 'A string holding a lone UTF-16 surrogate, such as the JSON string `"\\ud800"`, makes validator.js throw `URIError: URI malformed`, and a check before it does not help, since this release cannot stop a chain at its first error and runs every validator of the chain: the chain passes the error to `next(err)` instead of storing a validation error, and Express\'s default handler answers 500. Answer the `URIError` in a final error handler.',
  },
  {
    method: 'isEmail',
    claim: 'isemail-lone-surrogate-throws',
    from: '6.2.0',
    text: 'A string holding a lone UTF-16 surrogate, such as the JSON string `"\\ud800"`, makes validator.js throw `URIError: URI malformed`, and `isString()` does not stop it: the chain passes the error to `next(err)` instead of storing a validation error, and Express\'s default handler answers 500. Stop such a string before `isEmail()` with `.not().matches(/\\p{Surrogate}/u).bail()`, which rejects lone surrogates only, or answer the `URIError` in a final error handler.',
  },
  {
    method: 'isNumeric',
    claim: 'isnumeric-decimals-pass',
    from: '5.2.0',
    text: 'Decimals pass too: `1.5` and `-0.5` are numeric. Use [`isInt()`](#isint) when only whole numbers are allowed.',
  },
  {
    method: 'isNumeric',
    claim: 'isnumeric-no-symbols-digits-only',
    from: '5.2.0',
    field: 'no_symbols',
    text: 'With `no_symbols: true` only digits pass: no sign and no decimal point, so `1.5` and `-1` fail.',
  },
  {
    method: 'isIP',
    claim: 'isip-version-is-a-number',
    from: '5.2.0',
    text: "The version is the number `4` or `6`. A string such as `'ipv4'` is not a version, and with it every value fails.",
  },
  {
    method: 'toBoolean',
    claim: 'toboolean-case-sensitive',
    from: '5.2.0',
    to: '6.5.0',
    text: "With the validator.js this release installs (10.x to 12.x), the words are matched exactly: `'false'` gives `false` but `'FALSE'` and `'False'` give `true`, and in strict mode `'TRUE'` gives `false`.",
  },
  {
    method: 'toBoolean',
    claim: 'toboolean-case-insensitive',
    from: '6.5.0',
    text: "The words are matched whatever their letter case: `'FALSE'` and `'False'` give `false`, and in strict mode `'TRUE'` gives `true`.",
  },
];

/** Whether `release` lies in the note's range. */
export function inRange(note: Pick<ReleaseNote, 'from' | 'to'>, release: string): boolean {
  return compareReleases(release, note.from) >= 0 && (note.to === undefined || compareReleases(release, note.to) < 0);
}

/**
 * The note paragraphs for validator `method` of npm release `release`, given the option field
 * names the release declares for it. Each paragraph ends with its claim marker.
 */
export function notesFor(method: string, release: string, fields: ReadonlySet<string>): string[] {
  return releaseNotes
    .filter((n) => n.method === method && inRange(n, release) && (n.field === undefined || fields.has(n.field)))
    .map((n) => `${n.text} {/* claim: ${n.claim} */}`);
}
