/**
 * The reader's draft: the version, Express, code and request of this tab, kept in sessionStorage
 * so a reload keeps them (a shared link, opened later, takes precedence, and the draft it
 * replaced is kept one step away: `KEPT`). A draft over the run limits is kept as it is: the page
 * shows it with the limit's message, since it is the reader's text. `link` is the hash of the
 * shared link the draft started from, so a reload of that link's address opens the draft (with
 * the reader's changes) rather than the link again.
 *
 * Storage that is full, disabled or holds something else is ignored: the draft is a convenience.
 * Costs: one `JSON.stringify`/`JSON.parse` of the draft (about 5 ms for 2 MB).
 */
import type {ExpressMajor, PlaygroundState} from '../../plugins/playground/state';

const KEY = 'playground-draft';
/** The draft a link replaced, which the page offers to restore. */
const KEPT = 'playground-kept-draft';

export type Draft = PlaygroundState & {link?: string};

function read(key: string): Draft | undefined {
  try {
    const d = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<Draft> | null;
    if (!d || typeof d.version !== 'string' || typeof d.code !== 'string' || typeof d.request !== 'string')
      return undefined;
    return {
      version: d.version,
      code: d.code,
      request: d.request,
      express: (d.express === 4 ? 4 : 5) as ExpressMajor,
      ...(typeof d.link === 'string' ? {link: d.link} : {}),
    };
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`; false when storage refuses it (then the older value is removed). */
function write(key: string, value: Draft | null): boolean {
  try {
    if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
    else window.sessionStorage.removeItem(key);
    return true;
  } catch {
    // Full or disabled storage: an older value must not come back on a reload in its place.
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Disabled storage.
    }
    return false;
  }
}

/** The stored draft, or undefined when there is none or it cannot be used. */
export function readDraft(): Draft | undefined {
  return read(KEY);
}

/** Stores the draft; false when storage refuses it (full: the draft is not kept for a reload). */
export function writeDraft(state: Draft): boolean {
  return write(KEY, state);
}

/** The draft a link replaced, if any. */
export function readKeptDraft(): Draft | undefined {
  return read(KEPT);
}

/** Keeps (or, with null, forgets) the draft a link replaced; false when storage refuses it. */
export function writeKeptDraft(state: Draft | null): boolean {
  return write(KEPT, state);
}

/** True when two states hold the same version, Express, code and request. */
export function sameState(a: PlaygroundState, b: PlaygroundState): boolean {
  return a.version === b.version && a.express === b.express && a.code === b.code && a.request === b.request;
}
