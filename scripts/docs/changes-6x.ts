/**
 * Generates the "Changes within 6.x" page of every 6.x docs version
 * (`versioned_docs/version-6.<minor>.0/changes-within-6x.md`): the behaviour changes between 6.0.0
 * and 6.15.0 that break or surprise an upgrade inside the major, up to the release the version
 * documents, then a short list of the later ones linking to the 6.15.0 page.
 *
 * Each entry's text carries the marker of a claim in tests/claims/ (v6.claims.ts or
 * reference.claims.ts) that runs the behaviour against the releases on both sides of the change,
 * so the page cannot drift from the packages. Facts: the npm releases themselves (installed as
 * `express-validator-<version>` aliases), their type declarations read and their code run.
 *
 * Usage: `npm run docs:changes` writes the pages; `--check` only reports stale ones (exit 1).
 */
import path from 'node:path';
import {compareReleases, docsDirOf, docsVersions, type DocsVersion} from '../../src/docsVersions';
import {releaseNotes} from './reference/release-notes';
import {runGenerator} from './generator-cli';

export type Change6x = {
  /** The npm release that brought the change. */
  release: string;
  /** Heading id on the page. */
  id: string;
  /** Heading text. */
  title: string;
  /** Markdown paragraphs; each one that states behaviour ends with its claim marker. */
  body: string;
};

const noteText = (claim: string) => {
  const note = releaseNotes.find((n) => n.claim === claim);
  if (!note) throw new Error(`no release note with claim ${claim}`);
  return `${note.text} {/* claim: ${claim} */}`;
};

/** The changes, oldest first. */
export const changes6x: readonly Change6x[] = [
  {
    release: '6.2.0',
    id: 'schema-optional-type',
    title: 'The schema type of `optional` matches what runs',
    body: [
      'The type declarations of 6.0.x and 6.1.x let a schema write the options of `optional` directly, as in `optional: { nullable: true }`. `checkSchema()` has never read that form: with it, `optional: { nullable: true }` makes the field optional for `undefined` only. {/* claim: v6-schema-optional-options-form */}',
      'From 6.2.0 the types ask for the form that works, `optional: { options: { nullable: true } }`, so TypeScript code written for 6.0 or 6.1 may stop compiling here. Move the options under `options`.',
    ].join('\n\n'),
  },
  {
    release: '6.4.0',
    id: 'sanitization-only-deprecated',
    title: 'Deprecation of the sanitization-only middlewares',
    body: 'From 6.4.0, the first call of `sanitize()`, `sanitizeBody()` or another sanitization-only middleware in a process prints a deprecation warning with `console.warn()`. {/* claim: v6-sanitize-warns */} They keep working; the same sanitizers are methods of `body()`, `query()` and the other chain builders, which is where to move them.',
  },
  {
    release: '6.5.0',
    id: 'dry-run',
    title: '`run()` takes `dryRun` instead of `saveContext`',
    body: 'From 6.1.0 to 6.4.x, `run(req, { saveContext: false })` runs a chain without storing its errors on the request. 6.5.0 replaces that option with `run(req, { dryRun: true })`, and `saveContext` is ignored from then on: code that still passes it starts storing errors without any warning. {/* claim: v6-dryrun-option */}',
  },
  {
    release: '6.5.0',
    id: 'if-condition-request',
    title: 'Condition chains of `if()` leave the request alone',
    body: 'Up to 6.4.x, a validation chain given to `if()` as its condition runs its sanitizers on the real request. From 6.5.0 the sanitizers of a condition chain no longer change the request: the condition only answers whether the chain would pass. {/* claim: v6-if-condition-leaves-request */}',
  },
  {
    release: '6.5.0',
    id: 'one-of-sanitizers',
    title: 'Sanitizers of a failing `oneOf()` alternative are dropped',
    body: 'Up to 6.4.x, every chain given to `oneOf()` sanitizes the request, so a value can come out trimmed or converted by an alternative that failed. From 6.5.0 a failing alternative writes nothing: its sanitized values no longer reach the request. {/* claim: v6-oneof-failed-alternative-untouched */}',
  },
  {
    release: '6.6.0',
    id: 'run-result',
    title: '`run()` resolves with the result of the chain',
    body: 'Before 6.6.0 the promise of `run()` resolves with the internal context of the chain. From 6.6.0 it resolves with a result object, the same kind `validationResult()` returns, with `isEmpty()`, `array()` and `mapped()` for the errors of that run alone. {/* claim: v6-run-resolves-result */}',
  },
  {
    release: '6.9.1',
    id: 'is-alpha-ignore',
    title: '`isAlpha()` accepts an array in `ignore`',
    body: `The \`ignore\` option of \`isAlpha()\`, added in 6.8.0, is typed as accepting an array, but 6.8.x and 6.9.0 pass an array on to validator.js, which throws. From 6.9.1: ${noteText('isalpha-ignore-array-joined')}`,
  },
  {
    release: '6.10.0',
    id: 'is-boolean-strict',
    title: '`isBoolean()` gets a `strict` option',
    body: noteText('isboolean-strict-booleans-only'),
  },
  {
    release: '6.10.0',
    id: 'to-string-body',
    title: 'A value with a `toString` key no longer ends in an error',
    body: 'Up to 6.9.x, the standard validators and sanitizers throw `value.toString is not a function` when the value they read is an object with a `toString` key, so any client can turn such a route into a 500 response: `body().trim()` throws on the JSON body `{"toString": 1}`, and `body(\'user\').trim()` on `{"user": {"toString": 1}}`. From 6.10.0 such a value is no longer an error: a body with a `toString` key is validated like any other object. {/* claim: v6-tostring-body-handled */}\n\nA field that holds such an object is sanitized like any other object: `body(\'user\').trim()` turns it into the string `[object Object]`. {/* claim: v6-tostring-field-handled */}',
  },
  {
    release: '6.12.0',
    id: 'message-precedence',
    title: '`withMessage()` wins over a thrown error',
    body: 'Up to 6.11.x, when a custom validator throws, the message of the thrown error is the message of the validation error, even when `withMessage()` follows the validator. From 6.12.0 the message of `withMessage()` wins over the error a custom validator throws; without `withMessage()`, the thrown message is still used. {/* claim: v6-message-precedence */}',
  },
  {
    release: '6.14.2',
    id: 'matches-flags',
    title: '`matches()` uses `modifiers` with a regular expression',
    body: "Up to 6.14.1, `matches()` ignores its `modifiers` argument when the pattern is a `RegExp`. From 6.14.2 the modifiers are added to the flags of the expression, so `matches(/abc/, 'i')` starts to ignore letter case: a check that used to reject `ABC` accepts it after the upgrade. {/* claim: v6-matches-flags */}",
  },
];

/** The page of the newest 6.x version, the target of the "later in 6.x" links. */
const newest6x = '6.15.0';

/** Renders the page for one 6.x docs version. */
export function renderChanges6x(version: DocsVersion): string {
  const upTo = version.npmVersion;
  const included = changes6x.filter((c) => compareReleases(c.release, upTo) <= 0);
  const later = changes6x.filter((c) => compareReleases(c.release, upTo) > 0);
  const out = [
    '---',
    'title: Changes within 6.x',
    'sidebar_label: Changes within 6.x',
    `description: The behaviour changes between express-validator 6.0.0 and ${upTo} that can break or surprise an upgrade inside the 6.x line, each with the release that brought it.`,
    '---',
    '',
    `{/* Generated by scripts/docs/changes-6x.ts. Do not edit: run npm run docs:changes. */}`,
    '',
    `Every 6.x release keeps the API of 6.0.0, but a few of them change what existing code does. This page lists those changes from 6.0.0 up to ${upTo}, the release these docs cover, oldest first, so an application pinned to an older 6.x release knows what to check before it upgrades. Each statement on it is run against the releases on both sides of the change by the test suite of this site.`,
    '',
    'New validators, sanitizers and options are not listed here: the reference marks each with the release that added it, and [What is new](./index.md#whats-new) lists those of this version.',
    '',
  ];
  if (included.length === 0) {
    out.push(`None of the changes happened yet in ${upTo}: this is where the list starts.`, '');
  }
  for (const change of included) {
    out.push(`## ${change.release}: ${change.title} {#${change.id}}`, '', change.body, '');
  }
  if (later.length) {
    out.push('## Later in 6.x {#later}', '', `Releases after ${upTo} change these behaviours as well:`, '');
    for (const change of later) {
      out.push(`- ${change.release}: [${change.title}](/docs/${newest6x}/changes-within-6x#${change.id})`);
    }
    out.push('');
  }
  out.push(
    '## Leaving 6.x {#leaving-6x}',
    '',
    'Version 7 changes more than any 6.x release; [Migrating from v6 to v7](/docs/migration-v6-to-v7) walks through it.',
    '',
  );
  return out.join('\n');
}

/** Output files: path -> content, for every 6.x docs version present. */
export function changes6xFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const version of docsVersions.filter((v) => v.major === 6)) {
    files.set(path.join(docsDirOf(version), 'changes-within-6x.md'), renderChanges6x(version));
  }
  return files;
}

if (require.main === module) {
  process.exitCode = runGenerator(process.argv.slice(2), 'docs:changes', () => changes6xFiles());
}
