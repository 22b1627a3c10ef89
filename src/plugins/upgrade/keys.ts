/**
 * API keys of the history (src/plugins/api-history/history.json: `chain:isEmail`,
 * `option:chain:bail.level`, `export:oneOf`...): how a key reads to a reader, what to look for in
 * code for it, and in which run of releases it is declared. Pure functions; no I/O.
 */
import type {ApiHistory} from '../api-history/marks';
import type {Needle} from './types';

/** The run of `spans` that contains `release`. */
export function spanAt(history: ApiHistory, key: string, release: string): [string, string] | undefined {
  const i = history.releases.indexOf(release);
  return history.apis[key]?.spans.find(
    ([a, b]) => history.releases.indexOf(a) <= i && i <= history.releases.indexOf(b),
  );
}

/** How a key reads: `hide()`, `FieldValidationError`, the `level` option of `bail()`, `req.checkBody()`. */
export function labelOf(history: ApiHistory, key: string): string {
  const kind = key.slice(0, key.indexOf(':'));
  const name = key.slice(kind.length + 1);
  const call = history.apis[key]?.callable || (kind === 'chain' && !history.apis[key]) ? '()' : '';
  if (kind === 'option') {
    const owner = name.slice(0, name.lastIndexOf('.'));
    return `the \`${name.slice(owner.length + 1)}\` option of ${labelOf(history, owner)}`;
  }
  if (kind === 'error-field') return `the \`${name}\` field of validation errors`;
  if (kind === 'schema') return `the \`${name}\` schema key`;
  if (kind === 'legacy') return `\`req.${name}${call}\``;
  if (kind === 'result') return `\`${name}${call}\` of \`Result\``;
  if (kind === 'meta') return `the \`${name}\` field of a custom validator's \`meta\``;
  if (kind === 'chain' && !call) return `the \`${name}\` property of a validation chain`;
  return `\`${name}${call}\``;
}

/** What to look for in code for one API key. */
export function needlesOf(key: string): Needle[] {
  const kind = key.slice(0, key.indexOf(':'));
  const name = key.slice(kind.length + 1);
  if (kind === 'export') return [{type: 'import', name}];
  if (kind === 'chain') return [{type: 'method', name}];
  if (kind === 'result') return [{type: 'result', name}];
  if (kind === 'error-field' || kind === 'meta') return [{type: 'property', name}];
  if (kind === 'schema') return [{type: 'schema', name}];
  if (kind === 'legacy') return [{type: 'legacy', name}];
  if (kind === 'option') {
    const owner = name.slice(0, name.lastIndexOf('.'));
    return needlesOf(owner).map((n) => ({type: 'option', owner: n, name: name.slice(owner.length + 1)}));
  }
  return [];
}

/** True when `pattern` (`legacy:*`, `export:sanitize`) names `key`. */
export const keyMatches = (pattern: string, key: string) =>
  pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key;
