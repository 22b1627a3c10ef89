/**
 * Docusaurus plugin `playground`: the `/playground` page, where a reader runs validation chains of
 * the exact express-validator release a docs version documents, on a request, in the browser.
 *
 * At load (build and dev server alike) it bundles, with esbuild:
 * - every release that a docs version documents (src/docsVersions.ts; the installed
 *   `express-validator-<version>` aliases) into a browser script that defines `EV`
 *   (`{main}` for 6.x/7.x; `{legacy, check, filter}` for 5.x), written content-hashed to
 *   `generated/static/playground/ev-<npm version>.<hash>.js` (a static directory of the site, so
 *   the dev server serves it and the build copies it); the page fetches one only when its
 *   version is selected;
 * - the sandbox (./sandbox/frame.ts starting ./sandbox/worker.ts) into the frame's document;
 * - the share-link Worker (./linkWorker.ts) into `generated/static/playground/link-<hash>.js`.
 * Then it adds the `/playground` route (src/components/Playground) with, as its data module, the
 * versions (name, label, npm release, major, bundle URL path and sizes) and the frame document:
 * nothing of it reaches the other pages.
 *
 * Options: none. Errors: throws (failing the build) when a release is not installed or a bundle
 * cannot be built.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as esbuild from 'esbuild';

import {aliasOf, docsVersions, repoRoot} from '../../docsVersions';
import {SECRET_ATTRIBUTE, SECRET_SLOT} from './sandbox/protocol';

/** What the page gets for each docs version. */
export type PlaygroundVersion = {
  /** Docusaurus version name (`current` for Next). */
  name: string;
  /** What the version menu shows (`Next`, `7.3.0`). */
  label: string;
  /** The npm release the version documents and the playground runs. */
  npm: string;
  major: 5 | 6 | 7;
  /** URL path of the release's bundle, relative to the base URL (`playground/ev-7.3.2.1a2b3c4d5e.js`). */
  bundle: string;
  /** Size of the bundle in bytes, raw and gzip-compressed (level 9). */
  bytes: number;
  gzipBytes: number;
  /**
   * The names each module path of the release exports, as the sandbox provides them
   * (`{'express-validator': ['body', ...]}`; 5.x also has `express-validator/check` and
   * `/filter`); the page names imports that the release does not have.
   */
  exports: Record<string, string[]>;
};

export type PlaygroundData = {
  versions: PlaygroundVersion[];
  /** URL path, relative to the base URL, of the Worker that makes long share links (./linkWorker.ts). */
  linkWorker: string;
  /**
   * The sandbox frame's document (`srcdoc`), with `SECRET_SLOT` (./sandbox/protocol.ts) where the
   * page writes each sandbox's secret.
   */
  frameDocument: string;
};

/**
 * The Content-Security-Policy of the sandbox frame's document, which the Worker it starts from a
 * blob: URL inherits: inline script (the frame script), eval (the release's bundle and the
 * reader's code), blob: Workers, and nothing else. With no `connect-src` and `default-src
 * 'none'`, fetch, XHR, EventSource, WebSocket and remote `importScripts` are all refused.
 */
export const SANDBOX_CSP = "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob:";

/** Where the bundles are written: a static directory of the site (see docusaurus.config.ts). */
export const generatedStaticDir = path.join(repoRoot, 'generated', 'static');

/** Bundles one release for the browser; returns the script text. */
async function bundleRelease(npm: string, major: number): Promise<string> {
  const alias = aliasOf(npm);
  const contents =
    major === 5
      ? `self.EV = {legacy: require('${alias}'), check: require('${alias}/check'), filter: require('${alias}/filter')};`
      : `self.EV = {main: require('${alias}')};`;
  const result = await esbuild.build({
    stdin: {contents, resolveDir: repoRoot, sourcefile: `express-validator-${npm}.js`},
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2018',
    minify: true,
    write: false,
    legalComments: 'none',
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Bundles the sandbox: the worker first, then the frame script that carries it. */
async function sandboxDocument(): Promise<string> {
  const dir = path.join(repoRoot, 'src/plugins/playground/sandbox');
  const build = async (file: string, define: Record<string, string> = {}) =>
    (
      await esbuild.build({
        entryPoints: [path.join(dir, file)],
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        minify: true,
        write: false,
        define,
        logLevel: 'silent',
      })
    ).outputFiles[0].text;
  const worker = await build('worker.ts');
  const frame = await build('frame.ts', {WORKER_SOURCE: JSON.stringify(worker)});
  const script = frame.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
  return `<!doctype html><html lang="en" ${SECRET_ATTRIBUTE}="${SECRET_SLOT}"><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}"><title>express-validator playground sandbox</title><script>${script}</script></html>`;
}

/** Bundles the share-link Worker (./linkWorker.ts); returns the script text. */
async function linkWorkerScript(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(repoRoot, 'src/plugins/playground/linkWorker.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The exported names of each module path the sandbox gives for a release (see PlaygroundVersion). */
function exportsOf(npm: string, major: number): Record<string, string[]> {
  const load = createRequire(path.join(repoRoot, 'package.json'));
  const alias = aliasOf(npm);
  const names = (id: string) => Object.keys(load(id) as object).sort();
  return major === 5
    ? {
        'express-validator': names(alias),
        'express-validator/check': names(`${alias}/check`),
        'express-validator/filter': names(`${alias}/filter`),
      }
    : {'express-validator': names(alias)};
}

/**
 * Builds every bundle and the sandbox; writes the bundles to `outDir` (emptied first; by default
 * `generated/static/playground`, which the site serves at `/playground/`); returns the page's data,
 * whose `bundle` paths are relative to the static folder (`playground/<file>`). Tests pass a folder
 * of their own, so they never touch the files a build running beside them reads.
 */
export async function buildPlaygroundData(
  outDir = path.join(generatedStaticDir, 'playground'),
): Promise<PlaygroundData> {
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.mkdirSync(outDir, {recursive: true});
  const built = new Map<string, {file: string; bytes: number; gzipBytes: number}>();
  const versions: PlaygroundVersion[] = [];
  for (const v of docsVersions) {
    if (!built.has(v.npmVersion)) {
      const text = await bundleRelease(v.npmVersion, v.major);
      const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);
      const file = `ev-${v.npmVersion}.${hash}.js`;
      fs.writeFileSync(path.join(outDir, file), text);
      built.set(v.npmVersion, {
        file,
        bytes: Buffer.byteLength(text),
        gzipBytes: zlib.gzipSync(text, {level: 9}).length,
      });
    }
    const b = built.get(v.npmVersion)!;
    versions.push({
      name: v.name,
      label: v.name === 'current' ? 'Next' : v.name,
      npm: v.npmVersion,
      major: v.major,
      bundle: `playground/${b.file}`,
      bytes: b.bytes,
      gzipBytes: b.gzipBytes,
      exports: exportsOf(v.npmVersion, v.major),
    });
  }
  const link = await linkWorkerScript();
  const linkFile = `link-${crypto.createHash('sha256').update(link).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(outDir, linkFile), link);
  return {versions, linkWorker: `playground/${linkFile}`, frameDocument: await sandboxDocument()};
}

export default function playgroundPlugin(context: LoadContext): Plugin {
  return {
    name: 'playground',
    async loadContent() {
      return buildPlaygroundData();
    },
    async contentLoaded({content, actions}) {
      const data = await actions.createData('playground.json', JSON.stringify(content as PlaygroundData));
      actions.addRoute({
        path: `${context.baseUrl}playground`,
        component: '@site/src/components/Playground',
        modules: {data},
        exact: true,
      });
    },
  };
}
