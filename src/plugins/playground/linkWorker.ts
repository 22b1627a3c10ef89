/**
 * The Worker that makes long share links off the page's main thread (bundled by ./index.ts into
 * `generated/static/playground/link-<hash>.js`; used by src/components/Playground/link.ts).
 * Input message: `{id: number, text: string}`, the state's JSON text (state.ts `stateJson`).
 * Output message: `{id, packed}`, lz-string's `compressToEncodedURIComponent(text)`, the same as
 * state.ts `encodeState` gives after `#s=`.
 */
import {compressToEncodedURIComponent} from 'lz-string';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<{id: number; text: string}>) => void) | null;
  postMessage: (m: {id: number; packed: string}) => void;
};
scope.onmessage = (e) => scope.postMessage({id: e.data.id, packed: compressToEncodedURIComponent(e.data.text)});
