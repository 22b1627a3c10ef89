/**
 * Claims of the 5.x pages (docs versions 5.2.0 and 5.3.0, npm 5.2.0 and 5.3.1) that no example on
 * the page shows. Each `check` runs the behaviour against one release.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Claim} from './claims';
import {release, request, runMiddlewares} from './run';

const repoRoot = path.join(__dirname, '..', '..');

/** The named exports Node.js's ES module loader finds in a CommonJS file of a release. */
function esmNamedExports(version: string, subpath: string): string[] {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as m from 'express-validator-${version}/${subpath}'; console.log(JSON.stringify(Object.keys(m)));`,
    ],
    {cwd: repoRoot, encoding: 'utf8'},
  );
  return JSON.parse(out) as string[];
}

const v5 = ['5.2.0', '5.3.1'];

export const v5Claims: Claim[] = [
  {
    id: 'v5-sanitize-header-lowercased',
    says: 'a sanitization chain on headers lowercases the field name',
    holds: v5,
    check: async (r) => {
      const sanitizeHeader = release(r, 'filter').buildSanitizeFunction(['headers']);
      const req = request({headers: {'x-forwarded-user': ' ada '}});
      await runMiddlewares([sanitizeHeader('X-Forwarded-User').trim()], req);
      return (req.headers as Record<string, string>)['x-forwarded-user'] === 'ada';
    },
  },
  {
    id: 'v5-esm-named-imports',
    says: 'exposes `check`, `body`, `checkSchema` and the other chain builders as named imports, but not `oneOf` or `validationResult`',
    holds: v5,
    check: (r) => {
      const names = esmNamedExports(r, 'check/index.js');
      return (
        ['check', 'body', 'query', 'checkSchema', 'buildCheckFunction'].every((n) => names.includes(n)) &&
        !names.includes('oneOf') &&
        !names.includes('validationResult')
      );
    },
  },
  {
    id: 'v5-esm-filter-named-imports',
    says: 'exposes every function as a named import',
    holds: v5,
    check: (r) => {
      const names = esmNamedExports(r, 'filter/index.js');
      return ['sanitize', 'sanitizeBody', 'sanitizeQuery', 'buildSanitizeFunction', 'matchedData'].every((n) =>
        names.includes(n),
      );
    },
  },
];
