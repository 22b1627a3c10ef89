/**
 * Names the imports of the reader's code that the chosen release does not have: a module path it
 * does not provide (`express-validator/check` after 5.x), or a name its module does not export
 * (`body` from `express-validator` in 5.x). Methods of a chain (a validator that a release lacks)
 * are not imports and are not checked here; the run names them. Reads `import { a, b as c } from '...'` and `const { a, b: c } = require('...')` of
 * `express-validator` paths only; other forms are not checked.
 */

/** Module paths of the release with their exported names (PlaygroundVersion `exports`). */
export type ReleaseExports = Record<string, string[]>;

export type Mismatch = {module: string; missing: string[] | 'module'};

export function importMismatches(code: string, exports: ReleaseExports): Mismatch[] {
  const found = new Map<string, Set<string>>();
  const add = (module: string, names: string[]) => {
    const set = found.get(module) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    found.set(module, set);
  };
  const pattern =
    /\bimport\s+(?:[\w$]+\s*,\s*)?(?:\{([^}]*)\}|\*\s+as\s+[\w$]+|[\w$]+)\s+from\s+['"](express-validator(?:\/[\w-]+)?)['"]|\{([^}]*)\}\s*=\s*require\(\s*['"](express-validator(?:\/[\w-]+)?)['"]\s*\)|require\(\s*['"](express-validator(?:\/[\w-]+)?)['"]\s*\)/g;
  for (const m of code.matchAll(pattern)) {
    const list = m[1] ?? m[3];
    const module = m[2] ?? m[4] ?? m[5];
    const names = (list ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+|\s*:\s*/)[0]
          .replace(/^type\s+/, ''),
      )
      .filter((n) => /^[\w$]+$/.test(n));
    add(module, names);
  }
  const out: Mismatch[] = [];
  for (const [module, names] of found) {
    const available = exports[module];
    if (!available) {
      out.push({module, missing: 'module'});
      continue;
    }
    const missing = [...names].filter((n) => !available.includes(n));
    if (missing.length) out.push({module, missing});
  }
  return out;
}
