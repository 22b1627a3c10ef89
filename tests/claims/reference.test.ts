/** Runs the claims behind the reference generator's notes (see reference.claims.ts). */
import {defineClaimTests} from './claims';
import {referenceClaims} from './reference.claims';

defineClaimTests('reference notes', referenceClaims);
