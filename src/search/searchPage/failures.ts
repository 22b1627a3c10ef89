/**
 * A tiny store of the /search page's request state: whether the last search request failed.
 * Written by ./helper.ts (the algoliasearch-helper used by the theme's SearchPage), read by the
 * SearchPage wrapper (src/theme/SearchPage) to show the error message.
 */
import {useSyncExternalStore} from 'react';

let failed = false;
const listeners = new Set<() => void>();

/** Records the outcome of the latest request (true: it failed). */
export function setSearchFailed(value: boolean): void {
  if (failed === value) return;
  failed = value;
  listeners.forEach((listener) => listener());
}

/** React hook: true while the latest /search request has failed. Always false during server rendering. */
export function useSearchFailed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failed,
    () => false,
  );
}
