/**
 * Every claim of every family, in one list: what the page markers (markers.test.ts) and the
 * upgrade planner's evidence test (tests/unit/upgrade.test.ts) look claim ids up in. A new claims
 * file is added here once, so no reader of the claims can miss it.
 */
import type {Claim} from './claims';
import {faqClaims} from './faq.claims';
import {guidesClaims} from './guides.claims';
import {referenceClaims} from './reference.claims';
import {v5Claims} from './v5.claims';
import {v6Claims} from './v6.claims';
import {v7Claims} from './v7.claims';

export const allClaims: readonly Claim[] = [
  ...referenceClaims,
  ...v5Claims,
  ...v6Claims,
  ...v7Claims,
  ...faqClaims,
  ...guidesClaims,
];
