/**
 * Runs the production build (`npm run build`'s two steps, ./build.cjs, with any extra arguments
 * passed through) and fails when Docusaurus prints a warning in either step.
 *
 * Why: broken anchors, broken Markdown links and duplicate routes are only warnings in the site
 * config (`onBrokenAnchors`, `onBrokenMarkdownLinks`, `onDuplicateRoutes`: the site's settings keep
 * Docusaurus's `warn`), yet the site must build with none of them.
 * `npm test` builds through this script so a new warning fails CI, while `npm run build` keeps
 * Docusaurus's own behaviour.
 *
 * Output: the build's own output, unchanged, then a summary line. Exit code: the build's when it
 * fails, 1 when it succeeds with warnings, 0 otherwise.
 */
import {runBuild} from './build.cjs';

const warnings: string[] = [];
const pending = {stdout: '', stderr: ''};

void runBuild(process.argv.slice(2), (stream, chunk) => {
  const lines = (pending[stream] + chunk.toString()).split('\n');
  pending[stream] = lines.pop() ?? '';
  for (const line of lines) {
    if (/\[WARNING\]/.test(line)) warnings.push(line);
  }
  (stream === 'stdout' ? process.stdout : process.stderr).write(chunk);
}).then((code) => {
  for (const line of [pending.stdout, pending.stderr]) {
    if (/\[WARNING\]/.test(line)) warnings.push(line);
  }
  if (code !== 0) {
    process.exitCode = code;
    return;
  }
  if (warnings.length > 0) {
    console.error(`\nbuild-strict: the build printed ${warnings.length} warning(s); fix them:\n${warnings.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  console.log('build-strict: no warnings');
});
