/**
 * The reader's draft: the version, Express, code and request of this tab, kept in sessionStorage
 * so a reload keeps them (a shared link, opened later, takes precedence). Storage that is full,
 * disabled or holds something else is ignored: the draft is a convenience.
 */
import type {ExpressMajor, PlaygroundState} from '../../plugins/playground/state';
import {MAX_CODE, MAX_REQUEST} from '../../plugins/playground/state';

const KEY = 'playground-draft';

/** The stored draft, or undefined when there is none or it cannot be used. */
export function readDraft(): PlaygroundState | undefined {
  try {
    const d = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<PlaygroundState> | null;
    if (!d || typeof d.version !== 'string' || typeof d.code !== 'string' || typeof d.request !== 'string')
      return undefined;
    if (d.code.length > MAX_CODE || d.request.length > MAX_REQUEST) return undefined;
    return {version: d.version, code: d.code, request: d.request, express: (d.express === 4 ? 4 : 5) as ExpressMajor};
  } catch {
    return undefined;
  }
}

/** Stores the draft; does nothing when storage refuses it. */
export function writeDraft(state: PlaygroundState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Full or disabled storage: the draft is not kept.
  }
}
