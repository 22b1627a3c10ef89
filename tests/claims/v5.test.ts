/** Runs the claims of the 5.x pages (see v5.claims.ts) against npm 5.2.0 and 5.3.1. */
import {defineClaimTests} from './claims';
import {v5Claims} from './v5.claims';

defineClaimTests('5.x', v5Claims);
