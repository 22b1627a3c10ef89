/**
 * Unreleased changes of express-validator's development line, layered over the newest published
 * package (7.3.2) when the reference of the Next docs is generated.
 *
 * Sources: the declarations of express-validator's development line at commit b05efad51c9c of
 * https://github.com/express-validator/express-validator, compared with the 7.3.2 package (which
 * members and types changed), and the code of validator 13.15.35, the validator.js release that
 * commit depends on (the option fields and their defaults).
 *
 * How the generator reads this file: a member of `Validators`/`Sanitizers` declared here replaces
 * the package's member of the same name; an interface declared here adds its fields to (or
 * creates) the package's option type of that name; a type alias declared here replaces the
 * package's alias of that name.
 */
import type * as Options from 'express-validator/lib/options';

declare module 'express-validator/lib/options' {
  /**
   * defaults to
   * {
   *  require_hashtag: false
   * }
   */
  interface IsHexColorOptions {
    require_hashtag?: boolean;
  }
  interface IsISO31661Alpha2Options {
    userAssignedCodes?: string[];
  }
  interface IsISO31661Alpha3Options {
    userAssignedCodes?: string[];
  }
  interface IsJSONOptions {
    allow_any_value?: boolean;
  }
}

declare module 'express-validator/lib/chain/validators' {
  interface Validators<Return> {
    isHexColor(options?: Options.IsHexColorOptions): Return;
    isISO31661Alpha2(options?: Options.IsISO31661Alpha2Options): Return;
    isISO31661Alpha3(options?: Options.IsISO31661Alpha3Options): Return;
  }
}

/** Aliases replaced by name: the package's union plus the locales added on the development line. */
export type MobilePhoneLocale = Options.MobilePhoneLocale | 'fr-DJ';
export type PostalCodeLocale = Options.PostalCodeLocale | 'MC';
