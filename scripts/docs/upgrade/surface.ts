/**
 * The runtime surface of every npm release the repository installs, and its differences between
 * adjacent releases. Each release is run by ./probe.ts from node_modules/express-validator-<version>
 * (with the validator.js it resolves there); nothing is read from type declarations.
 *
 * Usage: `npm run docs:upgrade` writes scripts/docs/upgrade/surface.json with the facts file;
 * `node --import tsx scripts/docs/upgrade/surface.ts` prints the differences.
 *
 * Shapes: `Surface` is {releases: oldest first; spans: key -> [first, last] runs of releases where
 * the key is present}. `SurfaceDiff` is one key that appears (`added`) or disappears (`removed`)
 * at `release`, compared with `previous`.
 */
import fs from 'node:fs';
import path from 'node:path';

import {aliasOf, historyReleases, repoRoot} from '../../../src/docsVersions';
import type {Surface, SurfaceDiff} from '../../../src/plugins/upgrade/types';
import {probeRelease, SPECIAL_SCHEMA_KEYS} from './probe';

/** Where the surface is kept (committed; the unit tests compare it with a fresh probe). */
export const surfaceFile = path.join(repoRoot, 'scripts/docs/upgrade/surface.json');

/** The releases that are installed, oldest first. */
export const installedReleases = () =>
  historyReleases.filter((r) => fs.existsSync(path.join(repoRoot, 'node_modules', aliasOf(r), 'package.json')));

/** Probes every installed release: key -> runs of releases. Takes about a second per release. */
export async function computeSurface(): Promise<Surface> {
  const releases = installedReleases();
  const perRelease: string[][] = [];
  // First pass: the chain methods of all releases are the schema keys every release is tried with.
  const candidates = new Set<string>(SPECIAL_SCHEMA_KEYS);
  for (const r of releases) {
    const keys = await probeRelease(path.join(repoRoot, 'node_modules', aliasOf(r)));
    keys.filter((k) => k.startsWith('chain:')).forEach((k) => candidates.add(k.slice(6)));
    perRelease.push(keys);
  }
  for (const [i, r] of releases.entries()) {
    perRelease[i] = await probeRelease(path.join(repoRoot, 'node_modules', aliasOf(r)), [...candidates]);
  }
  const spans: Record<string, [string, string][]> = {};
  const all = [...new Set(perRelease.flat())].sort();
  for (const key of all) {
    const runs: [string, string][] = [];
    releases.forEach((r, i) => {
      if (!perRelease[i].includes(key)) return;
      const last = runs.at(-1);
      if (last && last[1] === releases[i - 1]) last[1] = r;
      else runs.push([r, r]);
    });
    spans[key] = runs;
  }
  return {releases, spans};
}

/** True when `key` is present in `release`. */
export function surfaceHas(surface: Surface, key: string, release: string): boolean {
  const i = surface.releases.indexOf(release);
  return (surface.spans[key] ?? []).some(
    ([a, b]) => surface.releases.indexOf(a) <= i && i <= surface.releases.indexOf(b),
  );
}

/** Every key that appears or disappears between two adjacent releases, oldest pair first. */
export function surfaceDiffs(surface: Surface): SurfaceDiff[] {
  const out: SurfaceDiff[] = [];
  for (let i = 1; i < surface.releases.length; i++) {
    const [previous, release] = [surface.releases[i - 1], surface.releases[i]];
    for (const key of Object.keys(surface.spans)) {
      const before = surfaceHas(surface, key, previous);
      const now = surfaceHas(surface, key, release);
      if (before !== now) out.push({key, release, previous, change: now ? 'added' : 'removed'});
    }
  }
  return out;
}

/** The file's text: stable, one key per line so a review reads the change. */
export function serializeSurface(s: Surface): string {
  const lines = Object.entries(s.spans).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n  "releases": ${JSON.stringify(s.releases)},\n  "spans": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/** The committed surface. Throws when the file is missing. */
export const readSurface = (): Surface => JSON.parse(fs.readFileSync(surfaceFile, 'utf8')) as Surface;

if (require.main === module) {
  void computeSurface().then((s) => {
    for (const d of surfaceDiffs(s)) console.log(`${d.release}\t${d.change}\t${d.key}`);
  });
}
