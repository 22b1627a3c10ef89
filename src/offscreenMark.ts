/**
 * The attribute of `<html>` that turns on the CSS rule skipping off-screen blocks while a page
 * loads: set by a head script (src/headScripts.ts) when JavaScript runs, removed by the client
 * module that draws the blocks (src/clientModules/offscreenBlocks.ts). One name for both.
 */
export const skippedAttribute = 'data-blocks-skipped';
