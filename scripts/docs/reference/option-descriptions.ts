/**
 * What each option field of the standard validators and sanitizers does, written for this site
 * from the code of validator.js (10.x to 13.15) and express-validator, and tried against the
 * releases (see the claims in tests/claims/ for the ones that surprise).
 *
 * Used by scripts/docs/generate-reference.ts: a fields table of a method listed here gets a
 * "Description" column. For the methods in `describedMethods`, a field without a description is
 * an error, so a new option of a new release cannot slip in undescribed; a field that the runtime
 * does not read needs none (the generator says so itself).
 * Keys: method name, then field name.
 */
export const optionDescriptions: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  isEmail: {
    allow_display_name: 'Also accepts a display name before the address in angle brackets: `Ada <ada@example.com>`.',
    require_display_name: 'Accepts only addresses written with a display name, as in `Ada <ada@example.com>`.',
    allow_utf8_local_part: 'Accepts non-ASCII characters in the part before `@`.',
    require_tld: 'Requires the domain to end in a top-level domain, so `ada@localhost` fails.',
    ignore_max_length: 'Skips the length limits (254 characters for the address, 64 before `@`).',
    allow_ip_domain: 'Accepts an IP address as the domain: `ada@192.168.0.1` or `ada@[192.168.0.1]`.',
    domain_specific_validation:
      'Applies the rules validator.js knows for some providers, such as the length and characters of Gmail user names.',
    blacklisted_chars: 'Characters that may not appear before `@`.',
    host_blacklist: 'Domains whose addresses are rejected.',
    host_whitelist: 'The only domains whose addresses are accepted.',
    allow_underscores: 'Accepts underscores in the domain.',
  },
  isURL: {
    protocols: 'The protocols a URL may start with.',
    require_tld: 'Requires the host to end in a top-level domain, so `http://localhost` fails.',
    require_protocol: 'Requires a protocol; without it, `example.com` passes.',
    require_host: 'Requires a host after the protocol.',
    require_port: 'Requires an explicit port, as in `http://example.com:8080`.',
    require_valid_protocol: 'Rejects protocols that are not in `protocols`.',
    allow_underscores: 'Accepts underscores in the host.',
    host_whitelist: 'The only hosts accepted (strings, or regular expressions where the type allows them).',
    host_blacklist: 'Hosts that are rejected (strings, or regular expressions where the type allows them).',
    allow_trailing_dot: 'Accepts a host that ends in a dot, such as `example.com.`.',
    allow_protocol_relative_urls: 'Accepts URLs that start with `//` and no protocol.',
    disallow_auth: 'Rejects URLs with a user name or password before the host (`user:pass@`).',
    allow_fragments: 'Accepts a `#fragment` at the end; with `false`, a URL with one fails.',
    allow_query_components: 'Accepts a `?query`; with `false`, a URL with one fails.',
    validate_length: 'Checks the length of the whole URL against `max_allowed_length`.',
    max_allowed_length: 'The longest URL accepted when `validate_length` is on.',
    allow_numeric_tld: 'Accepts a top-level domain made of digits.',
    allow_wildcard: 'Accepts a host that starts with `*.`.',
    ignore_max_length: 'Skips the 63-character limit on each label of the host.',
  },
  isFQDN: {
    require_tld: 'Requires a top-level domain, so `localhost` fails.',
    allow_underscores: 'Accepts underscores in labels.',
    allow_trailing_dot: 'Accepts a name that ends in a dot, such as `example.com.`.',
    allow_numeric_tld: 'Accepts a top-level domain made of digits.',
    allow_wildcard: 'Accepts a name that starts with `*.`.',
    ignore_max_length: 'Skips the 63-character limit on each label.',
  },
  normalizeEmail: {
    all_lowercase:
      'Lowercases the part before `@` for every provider (the domain is always lowercased); with `false`, only the provider rules below lowercase it.',
    gmail_lowercase: 'Lowercases the part before `@` of Gmail addresses.',
    gmail_remove_dots: 'Removes the dots before `@` of Gmail addresses, which Gmail ignores.',
    gmail_remove_subaddress: 'Removes a `+tag` from Gmail addresses.',
    gmail_convert_googlemaildotcom: 'Turns `@googlemail.com` into `@gmail.com`.',
    outlookdotcom_lowercase: 'Lowercases the part before `@` of Outlook.com, Hotmail and Live addresses.',
    outlookdotcom_remove_subaddress: 'Removes a `+tag` from Outlook.com, Hotmail and Live addresses.',
    yahoo_lowercase: 'Lowercases the part before `@` of Yahoo addresses.',
    yahoo_remove_subaddress: 'Removes a `-tag` from Yahoo addresses (Yahoo uses a hyphen, not `+`).',
    icloud_lowercase: 'Lowercases the part before `@` of iCloud addresses.',
    icloud_remove_subaddress: 'Removes a `+tag` from iCloud addresses.',
    yandex_convert_yandexru: 'Turns the other Yandex domains (such as `ya.ru` or `yandex.ua`) into `yandex.ru`.',
  },
  isCurrency: {
    symbol: 'The currency symbol.',
    require_symbol: 'Requires the symbol.',
    allow_space_after_symbol: 'Accepts a space between the symbol and the amount.',
    symbol_after_digits: 'Expects the symbol after the amount, as in `12 €`.',
    allow_space_after_digits: 'Accepts a space after the amount, before a trailing symbol.',
    allow_negatives: 'Accepts negative amounts.',
    parens_for_negatives: 'Writes negative amounts in parentheses, as in `($12)`.',
    negative_sign_before_digits: 'Puts the minus sign between the symbol and the digits, as in `$-12`.',
    negative_sign_after_digits: 'Puts the minus sign after the digits, as in `$12-`.',
    allow_negative_sign_placeholder: 'Accepts a space where the minus sign of a negative amount would be.',
    thousands_separator: 'The character between groups of three digits.',
    decimal_separator: 'The character before the fraction.',
    allow_decimal: 'Accepts a fraction.',
    require_decimal: 'Requires a fraction.',
    digits_after_decimal: 'The numbers of fraction digits accepted.',
  },
  isDecimal: {
    force_decimal: 'Requires a decimal separator and a fraction, so `12` fails.',
    decimal_digits: 'The number of fraction digits accepted, as a range: `1,` (one or more), `2` or `1,3`.',
    locale: 'The locale whose decimal separator is expected (`.` or `,`).',
  },
  isFloat: {
    min: 'Smallest value accepted.',
    max: 'Largest value accepted.',
    gt: 'The value must be greater than this.',
    lt: 'The value must be less than this.',
    locale: 'The locale whose decimal separator is expected.',
  },
  isInt: {
    min: 'Smallest value accepted.',
    max: 'Largest value accepted.',
    gt: 'The value must be greater than this.',
    lt: 'The value must be less than this.',
    allow_leading_zeroes: 'Accepts leading zeros; with `false`, `007` fails.',
  },
  isLength: {
    min: 'Fewest characters accepted.',
    max: 'Most characters accepted.',
  },
  isByteLength: {
    min: 'Fewest UTF-8 bytes accepted.',
    max: 'Most UTF-8 bytes accepted.',
  },
  isMobilePhone: {
    strictMode: 'Requires the number to start with `+` and the country code.',
  },
  isStrongPassword: {
    minLength: 'Fewest characters for a strong password.',
    minLowercase: 'Fewest lowercase letters.',
    minUppercase: 'Fewest uppercase letters.',
    minNumbers: 'Fewest digits.',
    minSymbols: 'Fewest characters that are neither letters nor digits.',
    returnScore: 'Makes validator.js return a score instead of `true`/`false` (see the note below the table).',
    pointsPerUnique: 'Score for each distinct character (with `returnScore`).',
    pointsPerRepeat: 'Score for each repeated character (with `returnScore`).',
    pointsForContainingLower: 'Score for containing a lowercase letter (with `returnScore`).',
    pointsForContainingUpper: 'Score for containing an uppercase letter (with `returnScore`).',
    pointsForContainingNumber: 'Score for containing a digit (with `returnScore`).',
    pointsForContainingSymbol: 'Score for containing a symbol (with `returnScore`).',
  },
  isAlpha: {
    ignore:
      "Characters (a string) or a pattern (a regular expression) removed before the check: `{ ignore: ' -' }` lets spaces and hyphens through.",
  },
  isAlphanumeric: {
    ignore:
      "Characters (a string) or a pattern (a regular expression) removed before the check: `{ ignore: ' -' }` lets spaces and hyphens through.",
  },
  isISO8601: {
    strict: 'Rejects dates that do not exist, such as `2023-02-30`.',
    strictSeparator: 'Requires `T` between the date and the time; a space fails.',
  },
  isDate: {
    format: 'The layout of the date, made of `YYYY` (or `YY`), `MM` and `DD` and the delimiters.',
    strictMode: 'Requires the value to follow `format` exactly, delimiters included.',
    delimiters: 'The characters accepted between the parts of the date.',
  },
  isIBAN: {
    whitelist: 'The only countries whose IBANs are accepted.',
    blacklist: 'Countries whose IBANs are rejected.',
  },
};

/** Methods whose every option field must have a description (the generator throws otherwise). */
export const describedMethods: ReadonlySet<string> = new Set(Object.keys(optionDescriptions));
