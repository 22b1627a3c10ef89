/** Runs the claims of the 7.x pages (see v7.claims.ts and guides.claims.ts) against npm 7.0.1, 7.2.1 and 7.3.2. */
import {defineClaimTests} from './claims';
import {guidesClaims} from './guides.claims';
import {v7Claims} from './v7.claims';

defineClaimTests('7.x', [...v7Claims, ...guidesClaims]);
