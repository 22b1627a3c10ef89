/**
 * The modules the playground sandbox gives to a reader's code (see sandbox/worker.ts). A docs
 * program that loads anything else (such as `node:crypto`) cannot run there, so the Try it remark
 * plugin (remark.ts) gives it no link.
 */
export const playgroundModules: readonly string[] = [
  'express',
  'cookie-parser',
  'express-validator',
  'express-validator/check',
  'express-validator/filter',
];

/** The module specifiers a program loads with `import ... from '...'` or `require('...')`. */
export function modulesOf(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(
    /\bfrom\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
  )) {
    found.add(m[1] ?? m[2] ?? m[3]);
  }
  return [...found];
}

/** True when every module the program loads is one the playground provides. */
export function runsInPlayground(code: string): boolean {
  return modulesOf(code).every((m) => playgroundModules.includes(m));
}
