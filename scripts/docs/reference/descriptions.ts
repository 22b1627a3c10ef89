import {inRange} from './release-notes';

/**
 * One-sentence descriptions of the standard validators and sanitizers of the validation chain,
 * written for this site from the code of validator.js and express-validator (all versions 5.2 to 7.3).
 * Used by scripts/docs/generate-reference.ts; a name the generator meets without a description here
 * is an error.
 */
export const descriptions: Readonly<Record<string, string>> = {
  blacklist:
    'Removes every character that appears in `chars` from the value; `chars` is used inside a regular-expression character class, so special characters must be escaped.',
  contains: 'Checks that the value includes the string form of the argument as a substring.',
  default:
    'Gives a missing or empty field a default value: replaces the value with `default_value` when it is `undefined`, `null`, `NaN` or an empty string, and leaves any other value as it is.',
  equals:
    'Checks that the value is exactly the same string as the argument, a value fixed when the chain is created. To compare with another field, such as a password confirmation, use a custom validator instead.',
  escape:
    'Converts HTML-sensitive characters such as `<`, `>`, `&`, quotes and `/` into their HTML entity forms. Use it on input you will insert into an HTML page, so that it shows as text rather than markup, as one defense against cross-site scripting (XSS).',
  isAbaRouting: 'Checks that the value is a nine-digit US bank (ABA) routing number with a valid weighted checksum.',
  isAfter:
    'Checks that the value parses as a date later than the comparison date, which defaults to the current moment. With no argument it requires a date in the future, such as a booking date.',
  isAlpha:
    'Checks that the value is made only of letters from the alphabet of `locale` (default `en-US`). By default spaces, hyphens and apostrophes are not accepted, so a full name such as `Mary Ann` fails.',
  isAlphanumeric:
    'Checks that the value is made only of letters from the alphabet of `locale` (default `en-US`) and digits. By default spaces, underscores and other symbols are not accepted, so a username such as `ada_99` fails.',
  isAscii: 'Checks that the value is non-empty and made only of ASCII characters (code points 0 to 127).',
  isBase32:
    'Checks that the value is Base32-encoded text, built from the Base32 alphabet with padding to a multiple of eight characters.',
  isBase58: 'Checks that the value uses only the Base58 alphabet, which leaves out `0`, `O`, `I` and `l`.',
  isBase64:
    'Checks that the value is Base64-encoded text, by default in the standard alphabet and padded with `=` to a length that is a multiple of four.',
  isBefore:
    'Checks that the value parses as a date earlier than the comparison date, which defaults to the current moment. With no argument it requires a date in the past, such as a date of birth.',
  isBIC:
    'Checks that the value is a BIC (SWIFT) bank code of 8 or 11 letters and digits, with a letters-only institution and country part.',
  isBoolean:
    'Checks that the value is a boolean spelled as a string, by default exactly one of `true`, `false`, `1` or `0`. Use it for a flag sent in a query string or form, then convert it with `toBoolean()`.',
  isBtcAddress:
    'Checks that the value has the shape of a Bitcoin address, either in the Base58 form or in the Bech32 form starting with `bc1`.',
  isByteLength:
    'Checks that the number of bytes the value takes in UTF-8 lies between `options.min` (default 0) and the optional `options.max`.',
  isCreditCard:
    'Checks that the value is a credit card number: ignoring spaces and hyphens, it matches the number layout of a known card network and passes the Luhn checksum.',
  isCurrency:
    'Checks that the value is a money amount or price such as `-$1,234.50`, with the currency symbol, separators, decimals and negative forms set by `options`.',
  isDataURI:
    'Checks that the value is a `data:` URI, with an optional media type and parameters (such as `;base64`) followed by a comma and the data.',
  isDate:
    'Checks that the value is a real calendar date written in the layout given by `options.format` (by default `YYYY/MM/DD`). Use it for a date format of your own, such as `MM/DD/YYYY`.',
  isDecimal:
    "Checks that the value is a decimal number with an optional sign, using the decimal separator of `options.locale` and as many fraction digits as `options.decimal_digits` allows: `'0,2'` allows at most two decimal places, as in a price.",
  isDivisibleBy: 'Checks that the value, read as a number, leaves no remainder when divided by the number given.',
  isEAN: 'Checks that the value is an all-digit EAN barcode number whose last digit is the correct check digit.',
  isEmail:
    'Checks that the value is an email address with a valid local part and domain, with extra rules such as display names or required TLDs set through `options`.',
  isEmpty:
    'Checks that the value is an empty string (a missing field counts as one); by default a value of only spaces is not empty. Negate it, as in `.not().isEmpty()`, to make a field required.',
  isEthereumAddress: 'Checks that the value is an Ethereum address: `0x` followed by 40 hexadecimal digits.',
  isFloat:
    'Checks that the value is a number (with an optional sign, fraction and exponent) in the range given, if any: between `options.min` and `options.max` inclusive, or `options.gt` and `options.lt` exclusive. Integers pass too, so it suits prices and other decimal numbers.',
  isFQDN:
    'Checks that the value is a fully qualified domain name made of dot-separated labels, requiring a top-level domain unless `options.require_tld` is `false`.',
  isFreightContainerID:
    'Checks that the value is an ISO 6346 shipping container code (owner code, category letter and serial number), verifying the check digit when it is present.',
  isFullWidth: 'Checks that the value contains at least one full-width character.',
  isHalfWidth: 'Checks that the value contains at least one half-width character.',
  isHash:
    'Checks that the value is a hexadecimal string of exactly the length produced by the hash `algorithm`, such as `md5` or `sha256`.',
  isHexadecimal:
    'Checks that the value is a hexadecimal number written with the digits `0-9` and the letters `a-f` in either case.',
  isHexColor:
    'Checks that the value is a hexadecimal color code such as `#fff` or `1a2b3c`, with or without the leading `#`.',
  isHSL:
    'Checks that the value is a CSS `hsl()` or `hsla()` color with hue, saturation, lightness and an optional alpha.',
  isIBAN:
    'Checks that the value is an IBAN whose layout fits the country in its first two letters and whose check digits pass the mod-97 test.',
  isIdentityCard:
    'Checks that the value is a national identity card number in the format of `locale`, including its checksum where the country defines one.',
  isIMEI: 'Checks that the value is a 15-digit IMEI device number whose last digit is the correct Luhn check digit.',
  isIn: 'Checks that the value equals the string form of one of the entries of the array given. Use it for a field limited to a fixed list of allowed values, such as an enum or the options of a select box.',
  isInt:
    'Checks that the value is a whole number (an integer, with an optional sign) in the range given, if any: between `options.min` and `options.max` inclusive, or `options.gt` and `options.lt` exclusive. For a positive integer such as a page number, use `{ min: 1 }`.',
  isIP: 'Checks that the value is an IPv4 or IPv6 address, or only the kind chosen by `version` (`4` or `6`).',
  isIPRange:
    'Checks that the value is an IP address range in CIDR notation: an address, a slash, and a prefix length that fits the address type.',
  isISBN:
    'Checks that the value, ignoring spaces and hyphens, is an ISBN-10 or ISBN-13 (or only the `version` asked for) with a correct check digit.',
  isISIN:
    'Checks that the value is a 12-character securities identifier (ISIN) beginning with two letters and ending in a correct check digit.',
  isISO15924: 'Checks that the value is one of the four-letter script codes of ISO 15924, such as `Latn`.',
  isISO31661Alpha2: 'Checks that the value is one of the two-letter country codes of ISO 3166-1, such as `FR`.',
  isISO31661Alpha3: 'Checks that the value is one of the three-letter country codes of ISO 3166-1, such as `FRA`.',
  isISO31661Numeric:
    'Checks that the value is one of the three-digit numeric country codes of ISO 3166-1, such as `250`.',
  isISO4217: 'Checks that the value is one of the three-letter currency codes of ISO 4217, such as `EUR`.',
  isISO6346:
    'Checks that the value is an ISO 6346 shipping container code (owner code, category letter and serial number), verifying the check digit when it is present.',
  isISO6391: 'Checks that the value is one of the two-letter language codes of ISO 639-1, such as `fr`.',
  isISO8601:
    'Checks that the value is a date, optionally with a time and time zone offset, written in ISO 8601 format, such as `2024-05-31` or `2024-05-31T14:30:00Z`.',
  isISRC:
    'Checks that the value is a 12-character International Standard Recording Code: country code, registrant code, year and designation number.',
  isISSN:
    'Checks that the value is an eight-character ISSN, with an optional hyphen in the middle, whose last character (a digit or `X`) is the correct check digit.',
  isJSON:
    'Checks that the value parses with `JSON.parse` to an object or an array. Use it for a field holding a JSON string; a field already parsed into an object, as in a JSON request body, fails it.',
  isJWT: 'Checks that the value has the shape of a JSON Web Token: dot-separated segments of URL-safe Base64 text.',
  isLatLong:
    'Checks that the value is a pair of coordinates written `latitude,longitude`, with the latitude between -90 and 90 and the longitude between -180 and 180.',
  isLength:
    'Checks that the number of characters in the value lies between `options.min` (default 0) and the optional `options.max`. Use it for a minimum length, a maximum length or a character limit, such as on a username or a comment.',
  isLicensePlate:
    'Checks that the value is a vehicle license plate in the format used by `locale`, or by any supported locale when `locale` is `any`.',
  isLocale:
    'Checks that the value is a locale identifier such as `en` or `en-US`: a language code followed by optional script and region parts.',
  isLowercase: 'Checks that the value has no uppercase letters, that is, lowercasing it leaves it unchanged.',
  isLuhnNumber: 'Checks that the digits of the value, ignoring spaces and hyphens, pass the Luhn (mod 10) checksum.',
  isMACAddress:
    'Checks that the value is a MAC (hardware) address made of pairs of hexadecimal digits, such as `01:23:45:67:89:ab`.',
  isMagnetURI: 'Checks that the value is a `magnet:?` link whose `xt` parameter holds a content hash URN.',
  isMailtoURI:
    'Checks that the value is a `mailto:` URI whose recipients, including `cc` and `bcc`, are valid email addresses under the email `options`.',
  isMD5: 'Checks that the value is an MD5 hash: exactly 32 lowercase hexadecimal digits.',
  isMimeType:
    'Checks that the value is a media (MIME) type of the form `type/subtype`, optionally followed by a `charset` or `boundary` parameter.',
  isMobilePhone:
    'Checks that the value is a mobile phone number in the format used by `locale`, or by any supported locale when `locale` is `any`. With `options.strictMode`, the number must start with `+` and the country code.',
  isMongoId:
    'Checks that the value is a MongoDB ObjectId in text form: exactly 24 hexadecimal digits. Use it for an `_id` sent in a route parameter or body before you query the database.',
  isMultibyte: 'Checks that the value contains at least one character outside the ASCII range.',
  isNumeric:
    'Checks that the value is a plain number: digits with an optional leading `+` or `-` sign and an optional decimal part, without exponent or thousands separators. It checks the text only; to get a number, convert it with `toInt()` or `toFloat()`.',
  isOctal: 'Checks that the value is an octal number written with the digits `0` to `7`.',
  isPassportNumber:
    'Checks that the value, ignoring whitespace and letter case, is a passport number in the format issued by the country `countryCode`.',
  isPort: 'Checks that the value is a network port number: a whole number from 0 to 65535.',
  isPostalCode:
    'Checks that the value is a postal code (a ZIP code in the US, a postcode in the UK) in the format used by `locale`, or by any supported locale when `locale` is `any`.',
  isRFC3339:
    'Checks that the value is a full RFC 3339 timestamp: a date, a time with optional fractional seconds, and a `Z` or numeric time zone offset.',
  isRgbColor:
    'Checks that the value is a CSS `rgb()` or `rgba()` color, accepting percentage channels unless `includePercentValues` is `false`.',
  isSemVer:
    'Checks that the value is a semantic version such as `1.2.3`, optionally followed by a pre-release tag and build metadata.',
  isSlug:
    'Checks that the value is a URL slug such as `my-post-1`: only lowercase letters, digits, `-` and `_`, a letter or digit at each end, and never two of `-` and `_` in a row.',
  isStrongPassword:
    'Checks that the value is a strong password: long enough and with enough lowercase letters, uppercase letters, digits and symbols (special characters), as set by `options.minLength`, `options.minLowercase` and the other minimum options; by default at least 8 characters with one of each kind.',
  isSurrogatePair:
    'Checks that the value contains at least one UTF-16 surrogate pair, that is, a character outside the Basic Multilingual Plane such as most emoji.',
  isTaxID:
    'Checks that the value is a tax identification number in the format of `locale` (default `en-US`), including its check digits where the country defines them.',
  isTime:
    'Checks that the value is a time of day such as `14:30`, in the 24-hour or 12-hour form chosen by `options.hourFormat` and with seconds as set by `options.mode`.',
  isULID: 'Checks that the value is a ULID: 26 characters of Crockford Base32, the first of which is `0` to `7`.',
  isUppercase: 'Checks that the value has no lowercase letters, that is, uppercasing it leaves it unchanged.',
  isURL:
    'Checks that the value is a URL with a valid host and an allowed protocol, with the accepted forms controlled by `options` such as `options.protocols` and `options.require_protocol`. By default a link with no protocol, such as `example.com`, passes too.',
  isUUID:
    'Checks that the value is a UUID (GUID), such as a record id in a route parameter, written as 32 hexadecimal digits in the 8-4-4-4-12 hyphenated layout, limited to one `version` when it is given.',
  isVariableWidth: 'Checks that the value contains both full-width and half-width characters.',
  isVAT: 'Checks that the value is a VAT identification number in the format of the country `countryCode`.',
  isWhitelisted: 'Checks that every character of the value appears in `chars`, the set of allowed characters.',
  ltrim:
    'Removes whitespace, or the characters in `chars` when given, from the start of the value (`trim()` does both ends).',
  matches:
    'Checks that the regular expression (regex) `pattern` finds a match somewhere in the value; `modifiers` holds regular-expression flags such as `i`. Anchor the pattern with `^` and `$` to make the whole value fit a custom format.',
  normalizeEmail:
    'Converts an email address to a canonical form: lowercases the domain and, depending on `options`, lowercases the local part and strips provider-specific extras such as Gmail dots and `+` sub-addresses.',
  replace:
    'Replaces the value with `new_value` when it equals one of `values_to_replace`, and leaves any other value as it is.',
  rtrim:
    'Removes whitespace, or the characters in `chars` when given, from the end of the value (`trim()` does both ends).',
  stripLow:
    'Removes ASCII control characters from the value, keeping line feeds and carriage returns when `keep_new_lines` is `true`.',
  toArray:
    'Converts the value to an array: arrays are kept, `undefined` becomes an empty array, and any other value is wrapped in a one-item array, so a query parameter sent once or several times is always an array.',
  toBoolean:
    'Converts the value to a boolean: everything except `0`, `false` and the empty string becomes `true`, or, when `strict` is `true`, only `1` and `true` do. Use it for a true or false flag sent in a query string.',
  toDate: 'Converts the value to a JavaScript `Date`, or to `null` when it cannot be parsed as a date.',
  toFloat:
    'Converts the value to a floating-point number; text with no number at its start, such as `abc`, gives `NaN`. Use it to turn a decimal string, such as a price sent in a query string or form, into a number.',
  toInt:
    'Converts the value to an integer using `parseInt` in base `radix` (default 10), giving `NaN` when it does not start with a number. Use it to turn a numeric string, such as a query-string value, into a number.',
  toLowerCase: 'Converts the value to lowercase when it is a string and leaves other values as they are.',
  toUpperCase: 'Converts the value to uppercase when it is a string and leaves other values as they are.',
  trim: 'Removes whitespace (spaces, tabs and line breaks), or the characters in `chars` when given, from both ends of the value. Only leading and trailing characters are removed; spaces between words are kept.',
  unescape: 'Converts the HTML entities produced by `escape` back into the characters they stand for.',
  whitelist:
    'Removes every character that does not appear in `chars` from the value; `chars` is used inside a regular-expression character class, so special characters must be escaped.',
};

/** A description that replaces the shared one for a range of npm releases. */
export type RangedDescription = {
  /** Method it belongs to, e.g. `isSlug`. */
  method: string;
  /** First npm release it applies to (inclusive). */
  from: string;
  /** First npm release it no longer applies to (exclusive); none: up to the newest. */
  to?: string;
  /** Markdown, one or two sentences. */
  text: string;
};

/** The loose slug rule of validator.js 13.12.0 (its note in release-notes.ts has the examples). */
const looseSlug =
  'Checks that the value looks like a URL slug: no whitespace, no hyphen or underscore at either end, and no runs of repeated hyphens or underscores; capitals pass.';

/**
 * Descriptions for the releases whose validator.js behaves unlike the shared description: the
 * releases that install validator.js 12.x or 13.12.0 apply a looser isSlug() rule.
 */
export const rangedDescriptions: readonly RangedDescription[] = [
  {
    method: 'isSlug',
    from: '6.4.0',
    to: '6.5.0',
    text: 'Checks that the value looks like a URL slug: no hyphen or underscore at either end and no runs of repeated hyphens or underscores; capitals, and with validator.js 12.x even spaces, pass.',
  },
  {method: 'isSlug', from: '7.1.0', to: '7.3.0', text: looseSlug},
];

/**
 * The description of `method` for npm release `release` (such as `6.14.3`): the ranged one that
 * covers the release, else the shared one; undefined when neither exists.
 */
export function descriptionOf(method: string, release: string): string | undefined {
  return rangedDescriptions.find((d) => d.method === method && inRange(d, release))?.text ?? descriptions[method];
}
