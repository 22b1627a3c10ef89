/**
 * Runs the production build (`docusaurus build`, with any extra arguments passed through) and
 * fails when Docusaurus prints a warning.
 *
 * Why: broken anchors, broken Markdown links and duplicate routes are only warnings in the site
 * config (../shared/SPEC.md, "Site build settings"), yet the site must build with none of them.
 * `npm test` builds through this script so a new warning fails CI, while `npm run build` keeps
 * Docusaurus's own behaviour.
 *
 * Output: the build's own output, unchanged, then a summary line. Exit code: the build's when it
 * fails, 1 when it succeeds with warnings, 0 otherwise.
 */
import {spawn} from 'node:child_process';

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {stdio: ['ignore', 'pipe', 'pipe']});
const warnings: string[] = [];

for (const stream of [child.stdout, child.stderr]) {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const text = pending + chunk.toString();
    const lines = text.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (/\[WARNING\]/.test(line)) warnings.push(line);
    }
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}

child.on('close', (code) => {
  if (code !== 0) {
    process.exitCode = code ?? 1;
    return;
  }
  if (warnings.length > 0) {
    console.error(`\nbuild-strict: the build printed ${warnings.length} warning(s); fix them:\n${warnings.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  console.log('build-strict: no warnings');
});
