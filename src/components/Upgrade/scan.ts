/**
 * "Check my code": finds where pasted code uses the names a checklist item is about. It reads
 * names, not meaning: no parser, no types, one regular expression per kind of name, line by line.
 * Runs in the browser; nothing is sent anywhere.
 *
 * Input: the code (any text) and the items' needles (./plan.ts). Output: item id -> the 1-based
 * line numbers where one of its needles occurs, sorted, without duplicates. Never throws.
 */
import type {Item, Needle} from './types';

/** Escapes a name for a regular expression (names come from the facts, but be safe). */
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names imported from express-validator in the code: `import {a, b as c}` and `const {a} = require()`. */
export function importedNames(code: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  const add = (name: string, line: number) => out.set(name, [...(out.get(name) ?? []), line]);
  const patterns = [
    /import\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]express-validator(?:\/[\w-]+)?['"]/g,
    /(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(\s*['"]express-validator(?:\/[\w-]+)?['"]\s*\)/g,
  ];
  for (const re of patterns) {
    for (const m of code.matchAll(re)) {
      const start = m.index + m[0].indexOf('{') + 1;
      let offset = 0;
      for (const part of m[1].split(',')) {
        const name = /^\s*(?:type\s+)?([\w$]+)/.exec(part)?.[1];
        if (name) add(name, lineOf(start + offset + part.search(/[\w$]/)));
        offset += part.length + 1;
      }
    }
  }
  // The default export of 5.x: `require('express-validator')` assigned to a plain name.
  for (const m of code.matchAll(/(?:const|let|var)\s+([\w$]+)\s*=\s*require\(\s*['"]express-validator['"]\s*\)/g)) {
    add('expressValidator', lineOf(m.index));
  }
  for (const m of code.matchAll(/import\s+([\w$]+)\s*(?:,|from)\s*[^;\n]*['"]express-validator['"]/g)) {
    add('expressValidator', lineOf(m.index));
  }
  return out;
}

/** A regular expression that finds one needle on a line. */
function lineRegex(n: Needle): RegExp {
  const name = esc(n.name);
  switch (n.type) {
    case 'import':
      return new RegExp(`(?<![.\\w$])${name}(?![\\w$])`);
    case 'method':
    case 'result':
      return new RegExp(`\\.\\s*${name}\\s*\\(`);
    case 'property':
      // `error.param`, or `{ param, msg }` / `{ msg, param }` when destructured.
      return new RegExp(`\\.${name}(?![\\w$(])|[{,]\\s*${name}\\s*[,}]`);
    case 'schema':
    case 'option':
      return new RegExp(`(?<![.\\w$])['"]?${name}['"]?\\s*:`);
    case 'legacy':
      return new RegExp(`\\breq\\s*\\.\\s*${name}\\s*\\(`);
    case 'path':
      return new RegExp(n.prefix ? `['"]${name}` : `['"]${name}['"]`);
  }
}

/**
 * Lines of `code` that use each item. An imported name counts only when the code imports it from
 * express-validator (then every later use on other lines counts too); an option only when its
 * owner is used as well.
 */
export function scanCode(code: string, items: Item[]): Map<string, number[]> {
  const lines = code.split('\n');
  const imported = importedNames(code);
  const hits = new Map<string, number[]>();
  const find = (n: Needle): number[] => {
    if (n.type === 'import' && !imported.has(n.name)) return [];
    const re = lineRegex(n);
    const found = lines.flatMap((l, i) => (re.test(l) ? [i + 1] : []));
    if (n.type === 'import') return [...new Set([...imported.get(n.name)!, ...found])];
    if (n.type === 'option') return find(n.owner).length ? found : [];
    return found;
  };
  for (const item of items) {
    const found = [...new Set(item.needles.flatMap(find))].sort((a, b) => a - b);
    if (found.length) hits.set(item.id, found);
  }
  return hits;
}
