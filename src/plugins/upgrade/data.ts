/**
 * The facts of the upgrade planner, in their own chunk: the /upgrade page imports this module
 * dynamically, so no other page downloads them. `history`: the API history of every release
 * (src/plugins/api-history/history.json); `facts`: ./facts.json (scripts/docs/upgrade/generate.ts).
 */
import type {ApiHistory} from '../api-history/marks';
import history from '../api-history/history.json';
import type {UpgradeFacts} from './plan';
import facts from './facts.json';

// JSON modules are typed from their contents (tuples read as arrays): the generators write these shapes.
export default {history: history as unknown as ApiHistory, facts: facts as unknown as UpgradeFacts};
