/**
 * Differences of the behaviour matrix (./behaviour/answers.json) between adjacent releases that no
 * upgrade planner item names by its API, each with the reason a reviewer accepted.
 * tests/unit/behaviour-explained.test.ts fails when a difference between adjacent releases is
 * neither covered by an item (./behaviour/report.ts, `adjacentUnexplained`) nor listed here, and
 * when an entry here names no such difference.
 *
 * Same shape as ./omissions.ts: `key` is a probe id, or a prefix ending in `*`; `release` is the
 * release whose answer differs from the one before it; `reason` says why a reader upgrading needs
 * no item of its own for it.
 */
import type {Omission} from './omissions';

export const behaviourOmissions: Omission[] = [];
