/**
 * What the page and the sandbox frame agree on, shared by the frame script (./frame.ts), the
 * plugin that writes the frame document (../index.ts) and the page (src/components/Playground/useSandbox.ts).
 *
 * Each sandbox the page creates gets a secret of its own: the page writes it into the frame
 * document it sets as `srcdoc`, in place of `SECRET_SLOT`, and keeps it. The frame script reads
 * it, creates a `MessageChannel` and posts `{type: 'ready', secret}` to the page with one port of
 * the channel; the page takes that port only when the secret is its own, and from then on sends
 * runs and takes results through it, never through `window.postMessage`. A document that replaces
 * the frame's (another site navigating `frames[0].frames[0]`) cannot know the secret, so it gets
 * no port, no code and no request, and whatever it posts is ignored.
 */

/** Stands for the secret in the frame document until the page writes a new one into it. */
export const SECRET_SLOT = 'sandbox-secret-slot';
/** The attribute of the frame document's `<html>` that carries the secret. */
export const SECRET_ATTRIBUTE = 'data-sandbox-secret';

/** The frame's first message, to `window.parent`, with its port of the channel. */
export type ReadyMessage = {type: 'ready'; secret: string};
