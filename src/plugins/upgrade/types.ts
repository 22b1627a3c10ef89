/**
 * The shapes the upgrade planner works with: the checklist groups, the facts file
 * (./facts.json, written by scripts/docs/upgrade/generate.ts), the items and plans computed from
 * them (./plan.ts), and the runtime surface of the releases (scripts/docs/upgrade/surface.ts).
 */

/** The groups of the checklist, in the order the page shows them. */
export const KINDS = ['removed', 'renamed', 'signature', 'behaviour', 'deprecated', 'new'] as const;
export type Kind = (typeof KINDS)[number];

/** Heading of each group. */
export const KIND_TITLES: Record<Kind, string> = {
  removed: 'Removed',
  renamed: 'Renamed or moved',
  signature: 'Signature or parameters changed',
  behaviour: 'Behaviour changed',
  deprecated: 'Deprecated',
  new: 'New',
};

/**
 * What an item was found in: the type declarations only, the running package only, or both.
 * A change of the declarations that the package does not make at runtime (or makes in another
 * release) is `types`; a change the package makes without the declarations saying so is `runtime`.
 */
export type Holds = 'types' | 'runtime' | 'both';

/** A code block of a migration guide: `Before (v6)` / `After (v7)`. */
export type Snippet = {title: string; lang: string; code: string};

/**
 * What to look for in pasted code to tell whether an item touches it (./match.ts): a use of an
 * export (its import included), a call of an export (`oneOf(...)`, not its import), a call of a
 * standard chain method (a validator, sanitizer or modifier, or its schema
 * key; not one the program defines itself through `new ExpressValidator()`), a result method, a
 * field of an error or of `meta`, a schema key, a 5.x `req.*()` call, a module path, an option
 * of a method or export, or a chain start (`body()`, `check()`, a checkSchema() field), of
 * `location` only when given (the names of the chain functions; a schema field counts as each
 * location of its `in`, `check` without one).
 */
export type Needle =
  | {type: 'import'; name: string}
  | {type: 'call'; name: string}
  | {type: 'method'; name: string}
  | {type: 'chain'; location?: string[]}
  | {type: 'result'; name: string}
  | {type: 'property'; name: string}
  | {type: 'schema'; name: string}
  | {type: 'legacy'; name: string}
  | {type: 'path'; name: string; prefix?: boolean}
  | {type: 'option'; owner: Needle; name: string};

/** One section of a migration guide, classified (scripts/docs/upgrade/sections.ts). */
export type GuideFact = {
  /** `migration-v6-to-v7#sanitize-functions`. */
  id: string;
  /** The release that made the change (the first release of the new major). */
  release: string;
  kind: Kind;
  /** The section's heading, Markdown code spans kept. */
  title: string;
  /** One line: what to do, as the section says it. */
  action: string;
  /** API keys of the history the section covers: their own items fold into this one. */
  keys: string[];
  /** API keys the section is about, whose own items stay: looked for in code, linked. */
  uses: string[];
  /** Names besides those of `keys` and `uses` to look for in pasted code (module paths, old schema keys). */
  needles: Needle[];
  /**
   * The constructs the section applies to, when narrower than its keys and uses (an option of a
   * call rather than every call): "Check my code" then looks for these only.
   */
  appliesTo?: Needle[];
  /** Rows of the section's replacement tables: [old, new], Markdown code spans. */
  replacements: [string, string][];
  snippets: Snippet[];
  /** Claims (tests/claims/) marked in the section: behaviour proven against the releases. */
  claims: string[];
  /** The runtime surface differences (`key@release`) the section reports. */
  surface: string[];
};

/** One entry of "Changes within 6.x" (scripts/docs/changes-6x.ts), proven by its claim. */
export type ChangeFact = {
  /** Anchor on the 6.15.0 page. */
  id: string;
  release: string;
  title: string;
  /** The entry's text without claim markers or links. */
  text: string;
  claim: string;
  /** `behaviour`, or `deprecated` for a deprecation. */
  kind: Kind;
  /** As in GuideFact. */
  keys: string[];
  uses: string[];
  /** As in GuideFact. */
  appliesTo?: Needle[];
  /** The runtime surface differences (`key@release`) the entry reports. */
  surface: string[];
};

/** A reference note whose range starts or ends at a release (scripts/docs/reference/release-notes.ts). */
export type NoteFact = {
  claim: string;
  /** The validator it is about (`matches`). */
  method: string;
  /** The release the behaviour starts in. */
  release: string;
  text: string;
  /**
   * The option key of the API history the note is about, when the note says the package ignores
   * an option its declarations name: the note then explains that item instead of being one.
   */
  option?: string;
};

/**
 * A change of the running package between two adjacent releases (scripts/docs/upgrade/surface.ts),
 * or one found by running both (scripts/docs/upgrade/runtime-items.ts), that no migration guide
 * item, "Changes within 6.x" entry or API history item at the same release already lists.
 */
export type RuntimeFact = {
  /** `runtime#schema:bail@7.0.0`. */
  id: string;
  kind: Kind;
  release: string;
  title: string;
  action: string;
  /** The surface keys whose change this item reports (empty for a behaviour found by running). */
  surface: string[];
  /** API keys to look for in pasted code and link to. */
  uses: string[];
  needles: Needle[];
  snippets: Snippet[];
};

/** A released docs version: its name, the npm release it documents and its URL path. */
export type DocsFact = {name: string; npm: string; path: string};

/** The planner's facts file (./facts.json). */
export type UpgradeFacts = {
  /** Every npm release the planner offers, oldest first. */
  releases: string[];
  /** Released docs versions, newest first (the first is the latest, served at /docs). */
  docs: DocsFact[];
  /** Where each API key is documented: per docs version (index into `docs`), `page#anchor` or absent. */
  links: Record<string, [number, string][]>;
  /** The URL paths of the guides and of the newest "Changes within 6.x" page. */
  pages: {guides: Record<string, string>; changes6x: string};
  guide: GuideFact[];
  changes: ChangeFact[];
  notes: NoteFact[];
  runtime: RuntimeFact[];
  /**
   * For API keys of the history that the running package also shows: the runs of releases in
   * which it does, when they differ from the declarations' runs (`[]`: never at runtime).
   */
  runtimeSpans: Record<string, [string, string][]>;
  /** The history's key kinds a run of the package can see (`chain`, `option`, ...). */
  runtimeKinds: string[];
  /** History item id at its release (`new#chain:hide@7.2.0`) -> the surface differences it reports. */
  surfaceOf: Record<string, string[]>;
};

/** One line of the checklist. */
export type Item = {
  id: string;
  kind: Kind;
  /** The release the change happened in. */
  release: string;
  /** Markdown-ish: code spans only. */
  title: string;
  action: string;
  snippets: Snippet[];
  links: {label: string; href: string}[];
  needles: Needle[];
  /** Where the item comes from, in words a reader understands. */
  source: string;
  /** Where the change shows: the declarations, the running package or both. */
  holds: Holds;
  /** When the declarations and the running package disagree: what the package does. */
  runtimeNote?: string;
  /** Claims (tests/claims/) that prove it, if any. */
  claims: string[];
  /** Surface keys (scripts/docs/upgrade/surface.ts) whose change at `release` this item reports. */
  surface: string[];
};

/** The checklist of one pair. */
export type Plan = {
  from: string;
  to: string;
  /** True when `from` is newer than `to`: the items are those between them, to be undone. */
  reversed: boolean;
  groups: {kind: Kind; items: Item[]}[];
};

/** The runtime surface of the releases: key -> runs of releases (oldest first) that have it. */
export type Surface = {releases: string[]; spans: Record<string, [string, string][]>};

/** A surface key that appears or disappears at `release`, compared with the release before it. */
export type SurfaceDiff = {key: string; release: string; previous: string; change: 'added' | 'removed'};

/** Longest code "Check my code" reads, in characters: a program of a few thousand lines. */
export const MAX_CODE_CHARS = 200_000;

/**
 * The sentence "Check my code" shows for code over MAX_CODE_CHARS, pasted or opened as a file:
 * `length` in characters, or undefined when only a lower bound is known (a file too large to read).
 */
export const codeTooLongMessage = (length?: number) =>
  `The code is ${length === undefined ? 'more than ' : ''}${(length ?? MAX_CODE_CHARS).toLocaleString('en')} characters long; the check reads at most ${MAX_CODE_CHARS.toLocaleString('en')}. Paste the files that use express-validator one at a time.`;

/** The answer of a check (./match.ts): item id -> lines, or why the code could not be read. */
export type MatchResult = {hits: Map<string, number[]>} | {error: string};
