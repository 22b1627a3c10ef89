/** Runs the claims of the Common Questions (7.x) and FAQ (6.x) pages (see faq.claims.ts). */
import {defineClaimTests} from './claims';
import {faqClaims} from './faq.claims';

defineClaimTests('faq', faqClaims);
