/**
 * Claims behind the notes the reference generator adds to validator entries
 * (scripts/docs/reference/release-notes.ts). Each note's range of releases comes from that file:
 * the claim must hold in the first release of the range, in every documented release inside it and
 * in the last history release before its end, and must not hold in the release that ends it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {aliasOf, allDocsVersions, docsVersions, historyReleases, compareReleases} from '../../src/docsVersions';
import {partialDirOf} from '../../scripts/docs/generate-reference';
import {releaseNotes, inRange} from '../../scripts/docs/reference/release-notes';
import type {Claim} from './claims';
import {answer, passes, release, request, runMiddlewares, validate, validatorOf, type Loose, type Release} from './run';
import historyJson from '../../src/plugins/api-history/history.json';
import {marksOf, type ApiHistory} from '../../src/plugins/api-history/marks';
import {untypedValidators} from '../../scripts/docs/reference/untyped-5x';

const amex = '378282246310005';
const magnet = `magnet:?xt=urn:btih:${'a'.repeat(40)}`;

/** Whether every value of `pass` passes isSlug() and every value of `fail` fails it. */
async function slugRule(r: string, pass: string[], fail: string[]): Promise<boolean> {
  for (const value of pass) if (!(await passes(r, (ev) => ev.body('x').isSlug(), value))) return false;
  for (const value of fail) if (await passes(r, (ev) => ev.body('x').isSlug(), value)) return false;
  return true;
}

/** The loose slug rule of validator.js 12.x and 13.12.0. */
const slugLoose = (r: string) => slugRule(r, ['ab_c', 'Hello-World', 'a-b'], ['ab', 'a_b']);
/** The lowercase slug rule of validator.js 13.15. */
const slugLowercase = (r: string) => slugRule(r, ['a', 'a_b', 'my-post-1'], ['Hello-World', 'a--b']);

/**
 * Whether the validator.js range that release `r` declares admits 13.12.0: a caret range `^13.N.M`
 * with N at most 12 (the form every 6.5.0 to 7.0.1 release uses).
 */
function admitsValidator1312(r: string): boolean {
  const range = (release(r, 'package.json') as {dependencies: Record<string, string>}).dependencies.validator;
  const m = /^\^13\.(\d+)\.\d+$/.exec(range);
  return m !== null && Number(m[1]) <= 12;
}

/**
 * The lowercase rule with the validator.js 13.15 the release resolves to, a declared range that
 * admits 13.12.0, and the loose rule in 13.12.0 itself (the copy 7.1.0 installs).
 */
async function slugLowercaseOr1312Loose(r: string): Promise<boolean> {
  if (!(await slugLowercase(r)) || !admitsValidator1312(r)) return false;
  const v1312 = validatorOf('7.1.0') as {version: string; isSlug(s: string): boolean};
  if (v1312.version !== '13.12.0') return false;
  return v1312.isSlug('Hello-World') && !v1312.isSlug('a') && !v1312.isSlug('a_b');
}

const uuidV0 = 'a0eebc99-9c0b-0ef8-bb6d-6bb9bd380a11';
const uuidV4 = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
/** Whether isUUID() and isUUID('all') pass any hexadecimal digits in the layout (version digit 0). */
const uuidAnyHex = async (r: string) =>
  (await passes(r, (ev) => ev.body('x').isUUID(), uuidV0)) &&
  (await passes(r, (ev) => ev.body('x').isUUID('all'), uuidV0));
/** Whether isUUID() and isUUID('all') check the version and variant digits, letting the nil UUID through. */
const uuidChecked = async (r: string) =>
  !(await passes(r, (ev) => ev.body('x').isUUID(), uuidV0)) &&
  !(await passes(r, (ev) => ev.body('x').isUUID('all'), uuidV0)) &&
  (await passes(r, (ev) => ev.body('x').isUUID(), uuidV4)) &&
  (await passes(r, (ev) => ev.body('x').isUUID(), '00000000-0000-0000-0000-000000000000')) &&
  (await passes(r, (ev) => ev.body('x').isUUID(), 'ffffffff-ffff-ffff-ffff-ffffffffffff'));

/**
 * What `toBoolean(strict)` makes of `value` in release `r`: run through the release's own chain
 * (`sanitizeBody()` of `express-validator/filter` in 5.x, whose check chain has no sanitizers).
 */
async function toBooleanOf(r: string, value: string, strict: boolean): Promise<unknown> {
  const major = Number(r.split('.')[0]);
  const req = request({body: {x: value}});
  const chain = major === 5 ? release(r, 'filter').sanitizeBody('x') : release(r).body('x');
  await runMiddlewares([chain.toBoolean(strict)], req);
  return (req.body as {x: unknown}).x;
}

/**
 * Sends `POST /signup` with the JSON body `{"email": <email>}` (a lone surrogate by default) to an
 * Express 4 app running `chains` of release `r` and no error handler of its own; resolves with the
 * status and the body, which is the paths of the validation errors when the chains let the request
 * through, or Express's error page when a validator threw.
 */
async function loneSurrogateEmail(r: string, chains: (ev: Release) => unknown[], email = '\ud800') {
  return answer(
    'express',
    r,
    (express, ev) =>
      express()
        .use(express.json())
        .post('/signup', ...chains(ev), (req: Loose, res: Loose) =>
          res.json(
            ev
              .validationResult(req)
              .array()
              .map((e: {path?: string; param?: string}) => e.path ?? e.param),
          ),
        ),
    '/signup',
    {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({email})},
  );
}

/**
 * True when `isString()` before `isEmail()` does not stop a lone surrogate in release `r`: the
 * URIError that validator.js throws reaches Express, which answers 500 with "URI malformed".
 */
async function isStringDoesNotStopIt(r: string): Promise<boolean> {
  const answer = await loneSurrogateEmail(r, (ev) => [ev.body('email').isString(), ev.body('email').isEmail()]);
  return answer.status === 500 && /URIError: URI malformed/.test(String(answer.body));
}

/** How each note's claim is run against one release. */
const checks: Record<string, (r: string) => Promise<boolean>> = {
  'matches-regexp-modifiers-ignored': async (r) =>
    !(await passes(r, (ev) => ev.body('x').matches(/abc/, 'i'), 'ABC')) &&
    (await passes(r, (ev) => ev.body('x').matches(/abc/i), 'ABC')),
  'matches-regexp-modifiers-merged': async (r) =>
    (await passes(r, (ev) => ev.body('x').matches(/abc/, 'i'), 'ABC')) &&
    (await passes(r, (ev) => ev.body('x').matches(/^b/, 'm'), 'a\nb')),
  'iscreditcard-provider-dropped': async (r) => {
    const validator = validatorOf(r);
    return (
      (await passes(r, (ev) => ev.body('x').isCreditCard({provider: 'visa'}), amex)) &&
      validator.isCreditCard(amex, {provider: 'visa'}) === false
    );
  },
  'isboolean-strict-booleans-only': async (r) =>
    (await passes(r, (ev) => ev.body('x').isBoolean({strict: true}), true)) &&
    (await passes(r, (ev) => ev.body('x').isBoolean({strict: true}), false)) &&
    !(await passes(r, (ev) => ev.body('x').isBoolean({strict: true}), 'true')) &&
    !(await passes(r, (ev) => ev.body('x').isBoolean({strict: true}), 'false')),
  'isalpha-ignore-array-throws': async (r) => {
    try {
      await passes(r, (ev) => ev.body('x').isAlpha('en-US', {ignore: [' ', '-']}), 'a b-c');
      return false;
    } catch {
      return true;
    }
  },
  'isalpha-ignore-array-joined': async (r) =>
    (await passes(r, (ev) => ev.body('x').isAlpha('en-US', {ignore: [' ', '-']}), 'a b-c')) &&
    (await passes(r, (ev) => ev.body('x').isAlpha('en-US', {ignore: ' -'}), 'a b-c')),
  'toboolean-case-insensitive': async (r) => {
    const [plain, strict] = await Promise.all([toBooleanOf(r, 'FALSE', false), toBooleanOf(r, 'TRUE', true)]);
    return plain === false && strict === true && (await toBooleanOf(r, 'False', false)) === false;
  },
  'toboolean-case-sensitive': async (r) => {
    const [plain, strict] = await Promise.all([toBooleanOf(r, 'FALSE', false), toBooleanOf(r, 'TRUE', true)]);
    return plain === true && strict === false && (await toBooleanOf(r, 'false', false)) === false;
  },
  'isport-leading-zeros-pass': async (r) => passes(r, (ev) => ev.body('x').isPort(), '0080'),
  'isport-leading-zeros-fail': async (r) =>
    !(await passes(r, (ev) => ev.body('x').isPort(), '0080')) && (await passes(r, (ev) => ev.body('x').isPort(), '80')),
  'isiprange-ipv4-only': async (r) =>
    (await passes(r, (ev) => ev.body('x').isIPRange(), '10.0.0.0/8')) &&
    !(await passes(r, (ev) => ev.body('x').isIPRange(), '2001:db8::/32')),
  'isiprange-ipv6-too': async (r) =>
    (await passes(r, (ev) => ev.body('x').isIPRange(), '10.0.0.0/8')) &&
    (await passes(r, (ev) => ev.body('x').isIPRange(), '2001:db8::/32')),
  'ismagneturi-needs-dn-and-tr': async (r) =>
    !(await passes(r, (ev) => ev.body('x').isMagnetURI(), magnet)) &&
    (await passes(r, (ev) => ev.body('x').isMagnetURI(), `${magnet}&dn=file&tr=udp://tracker.example:80`)),
  'ishexadecimal-no-prefix': async (r) =>
    !(await passes(r, (ev) => ev.body('x').isHexadecimal(), '0xff')) &&
    (await passes(r, (ev) => ev.body('x').isHexadecimal(), 'ff')),
  'ishexadecimal-prefix': async (r) =>
    (await passes(r, (ev) => ev.body('x').isHexadecimal(), '0xff')) &&
    (await passes(r, (ev) => ev.body('x').isHexadecimal(), '0hff')),
  'ismongoid-prefix': async (r) =>
    (await passes(r, (ev) => ev.body('x').isMongoId(), `0x${'a'.repeat(22)}`)) &&
    (await passes(r, (ev) => ev.body('x').isMongoId(), 'a'.repeat(24))),
  'isbic-layout-only': async (r) => passes(r, (ev) => ev.body('x').isBIC(), 'DEUTXXFF'),
  'isbic-country-checked': async (r) =>
    (await passes(r, (ev) => ev.body('x').isBIC(), 'DEUTDEFF')) &&
    !(await passes(r, (ev) => ev.body('x').isBIC(), 'DEUTXXFF')),
  'ispassportnumber-needs-country': async (r) => {
    try {
      await passes(r, (ev) => ev.body('x').isPassportNumber(), 'AB1234567');
      return false;
    } catch (err) {
      return /Cannot read properties of undefined/.test(String(err));
    }
  },
  'isslug-loose-rule-12': slugLoose,
  'isslug-lowercase-rule': slugLowercaseOr1312Loose,
  'isslug-loose-rule-13-12': slugLoose,
  'isslug-lowercase-rule-again': slugLowercase,
  'isuuid-any-hex-layout': uuidAnyHex,
  'isuuid-version-and-variant': uuidChecked,
  'isuuid-any-hex-layout-13-12': uuidAnyHex,
  'isuuid-version-and-variant-again': async (r) =>
    (await uuidChecked(r)) && (await passes(r, (ev) => ev.body('x').isUUID('loose' as 'all'), uuidV0)),
  'isstrongpassword-returnscore-passes': async (r) =>
    (await passes(r, (ev) => ev.body('x').isStrongPassword({returnScore: true}), 'abc')) &&
    !(await passes(r, (ev) => ev.body('x').isStrongPassword(), 'abc')),
  'isemail-lone-surrogate-message': async (r) => {
    try {
      const {errors} = await validate(r, (ev) => [ev.body('email').isEmail()], {body: {email: '\ud800'}});
      return JSON.stringify(errors) === JSON.stringify([{field: 'email', msg: 'URI malformed'}]);
    } catch {
      // The release that ends the range passes the URIError on instead.
      return false;
    }
  },
  'isemail-lone-surrogate-throws-no-bail': async (r) => {
    const checkedFirst = await loneSurrogateEmail(r, (ev) => [
      ev
        .body('email')
        .not()
        .matches(/\p{Surrogate}/u)
        .isEmail(),
    ]);
    return (
      typeof release(r).body('email').bail !== 'function' &&
      (await isStringDoesNotStopIt(r)) &&
      checkedFirst.status === 500
    );
  },
  'isemail-lone-surrogate-throws': async (r) => {
    const guarded = await loneSurrogateEmail(r, (ev) => [
      ev
        .body('email')
        .not()
        .matches(/\p{Surrogate}/u)
        .bail()
        .isEmail(),
    ]);
    const paired = await loneSurrogateEmail(
      r,
      (ev) => [
        ev
          .body('email')
          .not()
          .matches(/\p{Surrogate}/u),
      ],
      'ada\u{1F600}@example.com',
    );
    return (
      (await isStringDoesNotStopIt(r)) &&
      guarded.status === 200 &&
      JSON.stringify(guarded.body) === '["email"]' &&
      JSON.stringify(paired.body) === '[]'
    );
  },
  'isnumeric-decimals-pass': async (r) =>
    (await passes(r, (ev) => ev.body('x').isNumeric(), '1.5')) &&
    (await passes(r, (ev) => ev.body('x').isNumeric(), '-0.5')) &&
    !(await passes(r, (ev) => ev.body('x').isNumeric(), '1e5')),
  'isnumeric-no-symbols-digits-only': async (r) =>
    (await passes(r, (ev) => ev.body('x').isNumeric({no_symbols: true}), '15')) &&
    !(await passes(r, (ev) => ev.body('x').isNumeric({no_symbols: true}), '1.5')) &&
    !(await passes(r, (ev) => ev.body('x').isNumeric({no_symbols: true}), '-1')),
  'isip-version-is-a-number': async (r) =>
    (await passes(r, (ev) => ev.body('x').isIP(4), '1.2.3.4')) &&
    !(await passes(r, (ev) => ev.body('x').isIP(6), '1.2.3.4')) &&
    !(await passes(r, (ev) => ev.body('x').isIP('ipv4'), '1.2.3.4')),
};

const documented = [...new Set(allDocsVersions.map((v) => v.npmVersion))];

/**
 * The npm release of each docs version whose generated validator partial exists, with that
 * partial's text.
 */
function partials(): {release: string; text: string}[] {
  return docsVersions.map((v) => ({
    release: v.npmVersion,
    text: fs.readFileSync(path.join(partialDirOf(v), '_validators.mdx'), 'utf8'),
  }));
}

/** How to prove that setting an option marked ignored changes nothing: value, options with and without it. */
const ignoredProbes: Record<string, {method: string; value: string; without: object; with: object}> = {
  'isByteLength.lt': {method: 'isByteLength', value: 'abc', without: {min: 0}, with: {min: 0, lt: 1}},
  'isByteLength.gt': {method: 'isByteLength', value: 'abc', without: {min: 0}, with: {min: 0, gt: 10}},
  'isDecimal.blacklisted_chars': {method: 'isDecimal', value: '1.5', without: {}, with: {blacklisted_chars: '5'}},
};

/** The `method.field` pairs a partial marks as ignored by validator.js. */
function ignoredIn(text: string): string[] {
  const out: string[] = [];
  for (const section of text.split(/\n#### /).slice(1)) {
    const method = section.slice(0, section.indexOf('('));
    for (const m of section.matchAll(/^\| `(\w+)\??` \(ignored by validator\.js/gm)) out.push(`${method}.${m[1]}`);
  }
  return out;
}

/** The 5.x legacy chain of `req.checkBody('x')` in release `r`, after the release's middleware ran. */
function legacyChainOf(r: string): Record<string, unknown> {
  const middleware = (release(r) as () => (req: unknown, res: unknown, next: () => void) => void)();
  const req = {body: {x: '1'}, query: {}, params: {}, cookies: {}, headers: {}} as Record<string, unknown>;
  middleware(req, {}, () => {});
  return (req.checkBody as (f: string) => Record<string, unknown>)('x');
}

/**
 * Whether every since mark of release `r` that says "(types)" is true: the release it names is
 * the first to declare the validator, and the chain (`check()`, or for a legacy key
 * `req.checkBody()`) of the release where the history says it first ran (a 5.x one) has it as a
 * method at run time while its declarations do not list it.
 */
function typesOnlyMarksHold(r: string): boolean {
  const h = historyJson as unknown as ApiHistory;
  const marked = Object.keys(h.apis)
    .filter((k) => /^(chain|legacy):/.test(k))
    .map((k) => ({key: k, name: k.slice(k.indexOf(':') + 1), marks: marksOf(h, r, k)}))
    .filter((m) => m.marks?.typesOnly);
  if (marked.length === 0) return false;
  return marked.every(({key, name, marks}) => {
    const ran = marks!.runsFrom!;
    const chain = key.startsWith('legacy:')
      ? legacyChainOf(ran)
      : (release(ran, 'check') as {check(f: string): Record<string, unknown>}).check('x');
    const undeclared = untypedValidators(aliasOf(ran)).some((m) => m.name === name);
    const before = h.releases[h.releases.indexOf(marks!.since!) - 1];
    const declaredBefore = !untypedValidators(aliasOf(before)).some((m) => m.name === name);
    return typeof chain[name] === 'function' && undeclared && !declaredBefore;
  });
}

/** Claims behind sentences the generator writes from its runtime cross-checks (reference/runtime.ts). */
const runtimeClaims: Claim[] = [
  {
    id: 'since-types-only',
    says: 'added only the type declaration: the validator already ran in the 5.x chain',
    holds: documented.filter((r) => r !== '5.2.0'),
    fails: ['5.2.0'],
    check: async (r) => typesOnlyMarksHold(r),
  },
  {
    id: 'whats-new-types-only',
    says: 'types only: it already ran in',
    holds: ['5.3.1', '6.0.1'],
    fails: ['5.2.0'],
    check: async (r) => typesOnlyMarksHold(r),
  },
  {
    id: 'declared-value-rejected-errors',
    says: 'rejects with an error when a request is validated (the request fails with that error instead of a validation error)',
    holds: documented.filter((r) => !r.startsWith('5.')),
    fails: ['5.3.1'],
    check: async (r) => {
      try {
        await passes(r, (ev) => ev.body('x').isMobilePhone('xx-XX'), '123');
        return false;
      } catch (err) {
        return /locale/i.test(String(err));
      }
    },
  },
  {
    id: 'declared-value-rejected-fails-5x',
    says: 'this release counts the throw as a failed validation, and every value fails',
    holds: ['5.2.0', '5.3.1'],
    check: async (r) =>
      !(await passes(r, (ev) => ev.body('x').isMobilePhone('xx-XX'), '123')) &&
      !(await passes(r, (ev) => ev.body('x').not().isMobilePhone('xx-XX'), '123')),
  },
  {
    id: 'validator-accepts-undeclared-locales',
    says: 'which the type declarations do not list (TypeScript needs a cast for them)',
    holds: documented,
    check: async (r) => {
      const validator = validatorOf(r);
      for (const [method, list] of [
        ['isMobilePhone', 'isMobilePhoneLocales'],
        ['isAlpha', 'isAlphaLocales'],
        ['isAlphanumeric', 'isAlphanumericLocales'],
        ['isPostalCode', 'isPostalCodeLocales'],
      ] as const) {
        for (const locale of (validator[list] as string[] | undefined) ?? []) {
          // Throws (rejecting the promise) when the release does not take the locale.
          await passes(r, (ev) => ev.body('x')[method](locale), '1');
        }
      }
      return true;
    },
  },
  {
    id: 'declared-value-never-matches',
    says: 'has no rule: with it, every value fails',
    holds: documented.filter((r) =>
      partials().some((p) => p.release === r && p.text.includes('claim: declared-value-never-matches')),
    ),
    check: async (r) => {
      const text = partials().find((p) => p.release === r)?.text ?? '';
      const named = [...text.matchAll(/also list ((?:`'\w+'`(?:, )?)+), for which validator\.js/g)].flatMap((m) =>
        [...m[1].matchAll(/'(\w+)'/g)].map((c) => c[1]),
      );
      // Numbers that pass the passport rule of some country in every validator.js release documented.
      const samples = ['AB1234567', '123456789', 'A12345678', 'AB123456', '12345678', 'A1234567'];
      if (!named.length || !samples.some((s) => validatorOf(r).isPassportNumber(s, 'PL'))) return false;
      for (const code of named) {
        for (const sample of samples) {
          if (await passes(r, (ev) => ev.body('x').isPassportNumber(code as 'PL'), sample)) return false;
        }
      }
      return true;
    },
  },
  {
    id: 'next-additions-work-at-run-time',
    says: 'which 7.3.2 installs, already',
    holds: ['7.3.2'],
    check: async (r) =>
      (await passes(r, (ev) => ev.body('x').isJSON({allow_any_value: true}), '1')) &&
      !(await passes(r, (ev) => ev.body('x').isJSON(), '1')) &&
      (await passes(r, (ev) => ev.body('x').isMobilePhone('fr-DJ'), '+25377831001')) &&
      (await passes(r, (ev) => ev.body('x').isPostalCode('MC'), '98000')),
  },
  {
    id: 'declared-option-ignored',
    says: 'reads it: setting it changes nothing',
    holds: documented.filter((r) => partials().some((p) => p.release === r && ignoredIn(p.text).length > 0)),
    check: async (r) => {
      const pairs = [
        ...new Set(
          partials()
            .filter((p) => p.release === r)
            .flatMap((p) => ignoredIn(p.text)),
        ),
      ];
      if (pairs.length === 0) return false;
      for (const pair of pairs) {
        const probe = ignoredProbes[pair];
        if (!probe) throw new Error(`no probe for the ignored option ${pair} in tests/claims/reference.claims.ts`);
        const without = await passes(r, (ev) => ev.body('x')[probe.method](probe.without), probe.value);
        const withIt = await passes(r, (ev) => ev.body('x')[probe.method](probe.with), probe.value);
        if (without !== withIt) return false;
      }
      return true;
    },
  },
];

/** The claims of the generated notes, with their releases taken from the notes' ranges. */
export const referenceClaims: Claim[] = [...runtimeClaims, ...noteClaims()];

function noteClaims(): Claim[] {
  return releaseNotes
    .filter((n, i, all) => all.findIndex((m) => m.claim === n.claim) === i)
    .map((note) => {
      const before = note.to ? historyReleases.filter((r) => compareReleases(r, note.to!) < 0).at(-1) : undefined;
      const holds = [
        ...new Set([note.from, ...documented.filter((r) => inRange(note, r)), ...(before ? [before] : [])]),
      ];
      const check = checks[note.claim];
      if (!check) throw new Error(`no check for claim ${note.claim} in tests/claims/reference.test.ts`);
      return {
        id: note.claim,
        says: note.text,
        holds: holds.sort(compareReleases),
        fails: note.to ? [note.to] : [],
        check,
      };
    });
}
