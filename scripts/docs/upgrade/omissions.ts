/**
 * Differences of the runtime surface (./surface.ts) between adjacent releases that the upgrade
 * planner deliberately does not list, each with the reason a reviewer accepted. Every other
 * difference becomes an item (./runtime.ts); tests/unit/upgrade.test.ts fails when a difference
 * is neither, and when an entry here matches no difference.
 *
 * `key`: a surface key, or a prefix ending in `*`; `release`: the release the difference appears
 * in (compared with the one before it); `reason`: why a reader upgrading needs no item for it.
 */
export type Omission = {key: string; release: string; reason: string};

/** Members of the chain class that 6.x and 7.x expose by accident: no documented API names them. */
const chainInternals = (release: string, keys: string[], reason: string): Omission[] =>
  keys.map((key) => ({key, release, reason}));

export const omissions: Omission[] = [
  ...chainInternals(
    '6.0.0',
    [
      'chain:addItem',
      'chain:addStandardSanitization',
      'chain:addStandardValidation',
      'chain:chain',
      'chain:selectFields',
    ],
    'Internal members of the 6.x chain class, reachable on the object but named by no documentation or declaration; calling one by hand breaks the chain.',
  ),
  ...[
    'isAlphaLocales',
    'isAlphanumericLocales',
    'isFloatLocales',
    'isMobilePhoneLocales',
    'isPostalCodeLocales',
  ].flatMap((name): Omission[] =>
    ['chain', 'schema'].map((kind) => ({
      key: `${kind}:${name}`,
      release: '6.0.0',
      reason:
        '5.x turned the locale lists of validator.js (arrays, not functions) into chain methods by accident; a request through one fails with "validatorCfg.validator is not a function", so no working program calls it.',
    })),
  ),
  {
    key: 'path:src*',
    release: '6.0.0',
    reason:
      'The internal modules of 6.0.0 under src/: new files, not an API; the item on deep imports of 5.x modules says to import from express-validator.',
  },
  {
    key: 'path:src/*',
    release: '6.0.1',
    reason: 'A new internal module under src/ (no API); deep imports are covered by the items at 6.0.0 and 7.1.0.',
  },
  {
    key: 'path:src/context-items/*',
    release: '6.1.0',
    reason: 'New internal modules under src/ (no API); deep imports are covered by the items at 6.0.0 and 7.1.0.',
  },
  {
    key: 'path:src/context-items/*',
    release: '6.2.0',
    reason: 'A new internal module under src/ (no API); deep imports are covered by the items at 6.0.0 and 7.1.0.',
  },
  {
    key: 'path:src/*',
    release: '7.0.0',
    reason:
      'Internal modules under src/ added or removed with the 7.0.0 rewrite: the public replacements (sanitize* to body and the like, checkExact, ExpressValidator) have their own items.',
  },
  {
    key: 'path:lib*',
    release: '7.1.0',
    reason:
      'The internal modules moved from src/ to lib/: the item on deep imports at 7.1.0 tells readers to import from express-validator, not from lib/, which is no API either.',
  },
  {
    key: 'export:check/*',
    release: '6.0.0',
    reason:
      '6.0.0 keeps express-validator/check with more names than 5.x; the v5 to v6 guide says to import from express-validator instead, and 7.0.0 removes the entry point (its own item).',
  },
];
