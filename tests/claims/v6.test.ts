/** Runs the claims of the 6.x pages (see v6.claims.ts) against the 6.x releases they name. */
import {defineClaimTests} from './claims';
import {v6Claims} from './v6.claims';

defineClaimTests('6.x', v6Claims);
