/**
 * Stands in for @docusaurus/theme-classic's `prism-include-languages` client module, which loads
 * Prism into the main bundle of every page; static code blocks load their languages themselves
 * (src/theme/CodeBlock/Content/highlight.ts). Intentionally exports nothing.
 */
export {};
