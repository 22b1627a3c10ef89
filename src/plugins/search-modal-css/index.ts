/**
 * Docusaurus plugin that takes the DocSearch modal's styles out of the render-blocking site
 * stylesheet and loads them with the modal (and the Try it form's with the form,
 * `onDemandCssPattern`).
 *
 * Docusaurus puts every CSS module of the client into one file, `assets/css/styles.<hash>.css`
 * (the `styles` cache group of its bundler config), including the stylesheet that
 * @docusaurus/theme-search-algolia's SearchBar imports only when the modal first opens
 * (`@docsearch/react/style`, i.e. @docsearch/css `style.css`: 29.7 kB raw, 4.3 kB gzip of the
 * site's 22.3 kB gzip). Every page paid for it before its first paint. With this plugin:
 *
 * - the search button's rules (@docsearch/css `button.css`) and the variables it and the /search
 *   page read (`pickVariables` of `_variables.css`, `pageVariables`) are client modules, so they
 *   stay in the site stylesheet (after src/css/custom.css);
 * - `@docsearch/react/style` resolves to ./modal-style.js, which imports the modal's rules
 *   (`modal.css`) alone; that module is left out of the `styles` cache group, so the bundler
 *   writes it as a stylesheet of the modal's own chunk, which its runtime fetches (and waits for)
 *   together with the modal's code when the reader first opens search;
 * - `modal.css` resolves to a copy written at load (`search-modal.css` in the generated files):
 *   all of DocSearch's variables, its modal rules without those of the Ask AI screens the site
 *   never shows (`slimModalCss`), then the site's own modal rules, ./modal-overrides.css (the site's colours, the group titles),
 *   which come after the rules they change and so need no heavier selectors.
 *
 * The rules of those three files together are the rules of `style.css` (checked when this plugin
 * was written, @docsearch/css 4.7.0; tests/unit/search-modal-css.test.ts). The one site-stylesheet
 * rule that overrides a modal rule (src/search/embedded.css) names `.DocSearch-Modal` as well, so
 * it weighs more than the modal's own. `e2e/budgets.spec.ts` measures the site stylesheet and all
 * CSS; the search specs open the modal in both colour modes.
 *
 * Throws at build time when the bundler config has no `styles` cache group (a Docusaurus upgrade
 * that changes it must be looked at).
 */
import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The modal's stylesheet, the one CSS module kept out of the site stylesheet: DocSearch's
 * `modal.css`, or the slimmed copy of it this plugin writes (`search-modal.css`, below).
 */
export const modalCssPattern = /(@docsearch[\\/]css[\\/]dist[\\/]modal|[\\/]search-modal)\.css$/;

/**
 * The other stylesheet kept out of the site stylesheet, so that it loads with its chunk: the Try it
 * form's (src/components/TryIt/styles.module.css), whose code a page loads on the first press of a
 * Try it button. In the site stylesheet it cost every page 3.1 kB raw / 0.6 kB gzip.
 */
export const onDemandCssPattern = /[\\/]src[\\/]components[\\/]TryIt[\\/]styles\.module\.css$/;

/**
 * The DocSearch variables that the site stylesheet needs: those the search button (`button.css`)
 * and the /search page (@docusaurus/theme-search-algolia's SearchPage) read, and those their values
 * refer to. The modal's stylesheet carries all of them.
 */
export const pageVariables = new Set([
  '--docsearch-highlight-color',
  '--docsearch-key-background',
  '--docsearch-key-color',
  '--docsearch-key-pressed-shadow',
  '--docsearch-search-button-background',
  '--docsearch-search-button-text-color',
  '--docsearch-secondary-text-color',
  '--docsearch-subtle-color',
  '--docsearch-modal-background',
  '--docsearch-hit-color',
  '--docsearch-muted-color',
  '--docsearch-primary-color',
  '--docsearch-searchbox-focus-background',
  '--docsearch-text-color',
]);

/**
 * DocSearch's minified `_variables.css` with only the declarations of `names` in each rule (rules
 * left empty are dropped). Input: the file's text; output: CSS. Throws when a rule declares
 * something other than a custom property (a DocSearch upgrade to look at).
 */
export function pickVariables(css: string, names: ReadonlySet<string>): string {
  return (css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+\{[^{}]*\}/g) ?? [])
    .map((rule) => {
      const open = rule.indexOf('{');
      const declarations = rule
        .slice(open + 1, -1)
        .split(';')
        .filter((d) => d.trim());
      if (declarations.some((d) => !d.trim().startsWith('--'))) {
        throw new Error(
          `search-modal-css: DocSearch _variables.css declares more than variables: ${rule.slice(0, 80)}`,
        );
      }
      const kept = declarations.filter((d) => names.has(d.slice(0, d.indexOf(':')).trim()));
      return kept.length === 0 ? '' : `${rule.slice(0, open).trim()}{${kept.join(';')}}`;
    })
    .join('');
}

/**
 * Selectors of the modal's Ask AI screens and conversations, which this site never shows (its
 * DocSearch config has no `askAi`): 14 kB of the modal's 25 kB of CSS.
 */
export const askAiSelector =
  /AskAi|AskAI|Conversation|Markdown-Content|CodeSnippet|ThreadDepth|shimmer|StreamingIndicator|Feedback|RelatedSources|SmallerLoadingIcon|Reasoning|MessageContent|Stopped/;

/** Keyframes only the Ask AI rules use. */
const askAiKeyframes = new Set(['shimmerText', 'slideDown', 'pulse', 'fadeIn']);

/** One rule `selectors{declarations}` of minified CSS without the selectors that match `askAiSelector`; '' when none is left. */
function withoutAskAi(rule: string): string {
  const open = rule.indexOf('{');
  const selectors = rule
    .slice(0, open)
    .split(',')
    .filter((selector) => !askAiSelector.test(selector));
  return selectors.length === 0 ? '' : `${selectors.join(',')}${rule.slice(open)}`;
}

/**
 * DocSearch's minified `modal.css` without its Ask AI rules and keyframes. Input: the file's text
 * (top-level rules, `@media` blocks of rules, `@keyframes`, comments); output: the same CSS with
 * those rules left out and every other rule unchanged and in order. Throws when the text has a
 * construct it does not know (a DocSearch upgrade to look at), rather than drop rules silently.
 */
export function slimModalCss(css: string): string {
  const blocks = css.match(/\/\*[\s\S]*?\*\/|@[a-z-]+[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}|[^{}@]+\{[^{}]*\}/g) ?? [];
  if (blocks.join('').replace(/\s+/g, '') !== css.replace(/\s+/g, '')) {
    throw new Error('search-modal-css: DocSearch modal.css has a construct the slimming does not know');
  }
  return blocks
    .map((block) => {
      if (block.startsWith('/*')) return '';
      const at = /^@([a-z-]+)\s*([^{\s]*)/.exec(block);
      if (!at) return withoutAskAi(block);
      if (at[1] === 'keyframes') return askAiKeyframes.has(at[2]!) ? '' : block;
      const head = block.slice(0, block.indexOf('{') + 1);
      const rules = (block.slice(head.length, -1).match(/[^{}]+\{[^{}]*\}/g) ?? []).map(withoutAskAi).join('');
      return rules ? `${head}${rules}}` : '';
    })
    .join('');
}

export default function searchModalCssPlugin(context: LoadContext): Plugin {
  // The modal's stylesheet as the site loads it: DocSearch's modal rules without Ask AI, then the
  // site's own modal rules (./modal-overrides.css), which so come after the rules they change.
  // Its variables come first, all of them; the site stylesheet keeps only those the page needs.
  const dir = path.join(context.generatedFilesDir, 'search-modal-css');
  const modalCss = path.join(dir, 'search-modal.css');
  const pageVariablesCss = path.join(dir, 'search-page-variables.css');
  const variables = fs.readFileSync(require.resolve('@docsearch/css/dist/_variables.css'), 'utf8');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(pageVariablesCss, pickVariables(variables, pageVariables));
  fs.writeFileSync(
    modalCss,
    variables +
      slimModalCss(fs.readFileSync(require.resolve('@docsearch/css/dist/modal.css'), 'utf8')) +
      fs.readFileSync(path.join(__dirname, 'modal-overrides.css'), 'utf8'),
  );
  return {
    name: 'search-modal-css',
    getClientModules() {
      return [pageVariablesCss, require.resolve('@docsearch/css/dist/button.css')];
    },
    configureWebpack(config, isServer) {
      const alias = {
        '@docsearch/react/style$': path.join(__dirname, 'modal-style.js'),
        '@docsearch/css/dist/modal.css$': modalCss,
      };
      if (isServer) return {resolve: {alias}};
      const splitChunks = config.optimization?.splitChunks;
      const styles = splitChunks && splitChunks.cacheGroups?.styles;
      if (!styles || typeof styles !== 'object') {
        throw new Error(
          'search-modal-css: the client bundler config has no `styles` cache group to leave the modal CSS out of',
        );
      }
      // Every CSS module but the modal's and the Try it form's goes into the one site stylesheet.
      styles.test = (module: {nameForCondition?: () => string | null}) => {
        const name = module.nameForCondition?.() ?? '';
        return !modalCssPattern.test(name) && !onDemandCssPattern.test(name);
      };
      return {resolve: {alias}};
    },
  };
}
