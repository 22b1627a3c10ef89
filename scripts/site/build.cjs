/**
 * The production build as `npm run build` runs it: `docusaurus build` in two processes, one after
 * the other, so that the bundler's memory is gone before the pages are rendered (the build's peak
 * memory: PERFORMANCE.md). Extra arguments are passed to both (`npm run build -- --out-dir x`).
 *
 * 1. `bundling`: `DOCUSAURUS_EXIT_AFTER_BUNDLING=true docusaurus build` loads the site, clears the
 *    output folder and bundles the client and the server; the process exits after bundling.
 * 2. `pages`: `DOCUSAURUS_SKIP_BUNDLING=true docusaurus build` loads the site again (about 2 s),
 *    renders every page with the server bundle that step 1 wrote, runs the plugins' postBuild
 *    (search index, Markdown export) and checks links; it deletes the server bundle at the end.
 *
 * Both switches are Docusaurus's own (`@docusaurus/core/lib/commands/build/buildLocale.js`).
 * Why two processes: Rspack 1.7 keeps its whole compilation (about 1.1 GB of native memory) alive
 * after `compiler.close()`, because the native side holds global handles to JavaScript callbacks
 * that refer to the compiler (module rules and split-chunk groups given as functions, runtime
 * modules added from JavaScript); Rspack 2 releases them (web-infra-dev/rspack pull requests
 * 13565 and 15008), but Docusaurus 3 uses Rspack 1. In one process, rendering and postBuild ran on
 * top of that memory; decisions/performance-two-build-processes.md has the figures. The output
 * is byte-identical to a one-process build.
 *
 * The split builds one locale (step 1 exits after the first locale's bundling); the site has one,
 * and tests/unit/build-phases.test.ts fails if the config gets more.
 *
 * Exit code: the first failing step's, else 0. `runBuild` is also used by build-strict.ts, which
 * reads the output of both steps for warnings.
 *
 * Plain CommonJS, run by `node` itself: a TypeScript runner would stay in memory beside the build
 * for its whole length (about 150 MB: tsx's two Node processes and esbuild).
 */
const {spawn} = require('node:child_process');
const path = require('node:path');

/**
 * One step of the build: its name (for messages) and the environment that selects it.
 * @typedef {{name: 'bundling' | 'pages', env: Record<string, string>}} BuildPhase
 */

/**
 * Heap limit of the bundling step, in MB (Node's `--max-old-space-size`). At the end of bundling the
 * step's JavaScript heap (the MDX loaders) had about 460 MB in use, 128 MB of it still live after a
 * full collection (measured with 22 versions). Under Node's default limit on a large machine (about
 * 4 GB) V8 lets garbage pile up far beyond that before a full collection; under 1,024 MB it
 * collects sooner, and the step's peak falls by about 250 MB at the same speed
 * (decisions/performance-bundling-heap-limit.md). A build whose loaders ever need more fails with
 * "JavaScript heap out of memory": raise this number then.
 */
const bundlingHeapMb = 1024;

/** @type {readonly BuildPhase[]} The two steps, in order. */
const buildPhases = [
  {
    name: 'bundling',
    env: {
      DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${bundlingHeapMb}`.trim(),
    },
  },
  {name: 'pages', env: {DOCUSAURUS_SKIP_BUNDLING: 'true'}},
];

/** The Docusaurus command line of the repository (no `npx` lookup per step). */
const docusaurusBin = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'docusaurus');

/**
 * Runs the build's steps one after the other with `args` passed to each; stops at the first step
 * that fails. `output` undefined: both steps write to this terminal as `docusaurus build` does
 * (progress bar and colours kept). Given: each step's stdout and stderr are piped and every chunk
 * goes to `output` (the stream it came from and the bytes). Resolves to the exit code.
 * @param {readonly string[]} args
 * @param {(stream: 'stdout' | 'stderr', chunk: Buffer) => void} [output]
 * @returns {Promise<number>}
 */
async function runBuild(args, output) {
  for (const phase of buildPhases) {
    const child = spawn(docusaurusBin, ['build', ...args], {
      env: {...process.env, ...phase.env},
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (output) {
      child.stdout.on('data', (chunk) => output('stdout', chunk));
      child.stderr.on('data', (chunk) => output('stderr', chunk));
    }
    const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
    if (code !== 0) {
      console.error(`build: the ${phase.name} step of docusaurus build failed (exit ${code})`);
      return code;
    }
  }
  return 0;
}

module.exports = {buildPhases, runBuild};

if (require.main === module) {
  void runBuild(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
