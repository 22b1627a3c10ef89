/**
 * Claims behind the notes the reference generator adds to validator entries
 * (scripts/docs/reference/release-notes.ts). Each note's range of releases comes from that file:
 * the claim must hold in the first release of the range, in every documented release inside it and
 * in the last history release before its end, and must not hold in the release that ends it.
 */
import {allDocsVersions, historyReleases, compareReleases} from '../../scripts/docs/docs-versions';
import {releaseNotes, inRange} from '../../scripts/docs/reference/release-notes';
import type {Claim} from './claims';
import {passes, validatorOf} from './run';

const amex = '378282246310005';
const magnet = `magnet:?xt=urn:btih:${'a'.repeat(40)}`;

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

/** The claims of the generated notes, with their releases taken from the notes' ranges. */
export const referenceClaims: Claim[] = releaseNotes
  .filter((n, i, all) => all.findIndex((m) => m.claim === n.claim) === i)
  .map((note) => {
    const before = note.to ? historyReleases.filter((r) => compareReleases(r, note.to!) < 0).at(-1) : undefined;
    const holds = [...new Set([note.from, ...documented.filter((r) => inRange(note, r)), ...(before ? [before] : [])])];
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
