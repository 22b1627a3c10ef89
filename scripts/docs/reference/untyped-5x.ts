/**
 * The validators a 5.x validation chain has at run time but its type declarations lack.
 *
 * A 5.x chain is built at run time from validator.js: `check/check.js` adds a chain method for
 * every function of the validator.js it loads whose name starts with `is` (plus `contains`,
 * `equals`, `matches`), and a sanitizer for every `to*` function and a few more
 * (`utils/filters.js`, `utils/constants.js`). 5.2.0 and 5.3.1 both declare `validator@^10`, which
 * installs validator.js 10.11.0 today, so their chains have validators that their `.d.ts` files
 * (written against older validator.js releases) do not list. This module finds them by loading
 * the release and its validator.js, and gives each the parameters validator.js 10.11.0 takes
 * (read from `node_modules/validator/lib/<name>.js`).
 *
 * Used by scripts/docs/generate-reference.ts (a "Validators without type declarations" section in
 * the 5.x reference) and scripts/docs/check-api-coverage.ts (they count as part of the 5.x chain).
 * Throws when a release has an untyped validator this table does not know.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot} from '../../../src/docsVersions';

/** Parameters after the value, as validator.js 10.11.0 declares them (name: type). */
const paramsOf: Readonly<Record<string, string>> = {
  isIPRange: '',
  isISO31661Alpha3: '',
  isJWT: '',
  isMagnetURI: '',
  isRFC3339: '',
  isIdentityCard: "locale?: 'ES' | 'any'",
};

export type UntypedMethod = {name: string; signature: string; validatorVersion: string};

/**
 * The untyped validators of a 5.x release installed as `packageName` (e.g.
 * `express-validator-5.3.1`), sorted by name; `[]` for a 6.x or 7.x release.
 */
export function untypedValidators(packageName: string): UntypedMethod[] {
  const req = createRequire(path.join(repoRoot, 'package.json'));
  const pkgJson = req.resolve(`${packageName}/package.json`);
  const pkgDir = path.dirname(pkgJson);
  if (!fs.existsSync(path.join(pkgDir, 'check', 'check.js'))) return [];
  const pkgReq = createRequire(pkgJson);
  const validator = pkgReq('validator') as Record<string, unknown> & {version: string};
  const {isValidator} = pkgReq('./utils/filters') as {isValidator: (name: string) => boolean};
  const declared = fs.readFileSync(path.join(pkgDir, 'check', 'check.d.ts'), 'utf8');
  const names = Object.keys(validator)
    .filter((n) => isValidator(n) && typeof validator[n] === 'function')
    .filter((n) => !new RegExp(`\\b${n}\\(`).test(declared))
    .sort();
  return names.map((name) => {
    const params = paramsOf[name];
    if (params === undefined) {
      throw new Error(
        `${packageName}: untyped validator ${name} has no parameters in scripts/docs/reference/untyped-5x.ts`,
      );
    }
    return {name, signature: `${name}(${params}): ValidationChain`, validatorVersion: validator.version};
  });
}
