/**
 * "Report a bug" from the playground: a new issue on express-validator's own repository,
 * prefilled with what a maintainer needs to reproduce what the reader saw. Pure functions: the
 * page opens the URL only when the reader follows the link, and GitHub receives it only when the
 * reader submits the form there.
 *
 * The prefilled fields go in the query of `https://github.com/express-validator/express-validator/issues/new`
 * (`title` and `body`, GitHub's documented prefill parameters). A URL over `MAX_REPORT_URL`
 * characters is cut by browsers and servers, so past it the body carries the share link (which
 * holds the code and request) and says so, or, when that is too long as well, asks for the
 * Markdown report. Every variant keeps a blank line between the environment list and what
 * follows, so the next sentence is not read as part of the last bullet.
 */

import {encodeParam, longestRun, wellFormed} from '../../plugins/playground/safeText';

export const ISSUE_URL = 'https://github.com/express-validator/express-validator/issues/new';
/** Longest report URL, in characters. */
export const MAX_REPORT_URL = 8000;

export type ReportInput = {
  /** The npm release the run used (`7.3.2`). */
  npm: string;
  /** The docs version it belongs to (`7.3.0`, `current`). */
  version: string;
  express: 4 | 5;
  code: string;
  request: string;
  /** What the result panel showed, as text; empty when nothing was run. */
  output: string;
  /** The playground link that reopens this state; empty when the state is too long for a link. */
  shareUrl: string;
};

/** A fence of backticks longer than any run of backticks in `text` (counted in one pass). */
function fence(text: string, lang: string): string {
  const f = '`'.repeat(Math.max(2, longestRun(text, '`')) + 1);
  return `${f}${lang}\n${text.replace(/\n$/, '')}\n${f}`;
}

export function reportTitle(input: ReportInput): string {
  return `Unexpected result with express-validator ${input.npm} and Express ${input.express}`;
}

const header = (input: ReportInput) =>
  [
    '## What happened',
    '',
    '<!-- What did you expect, and what did you get instead? -->',
    '',
    '## Environment',
    '',
    `- express-validator: ${input.npm}`,
    `- Express: ${input.express}`,
    '- Reproduced in the express-validator docs playground',
    '',
    '',
  ].join('\n');

/**
 * The whole report as Markdown: environment, link, code, request and output. Well formed (a lone
 * surrogate in any field is U+FFFD), so it can be encoded into a URL and copied.
 */
export function reportMarkdown(input: ReportInput): string {
  return wellFormed(
    [
      header(input).trimEnd(),
      '',
      ...(input.shareUrl ? [`Playground link: ${input.shareUrl}`, ''] : []),
      '### Code',
      '',
      fence(input.code, 'js'),
      '',
      '### Request',
      '',
      fence(input.request, 'json'),
      '',
      '### Output',
      '',
      input.output ? fence(input.output, 'text') : '(not run)',
      '',
    ].join('\n'),
  );
}

/**
 * The new-issue URL of `title` and `body`, or null when it would pass `MAX_REPORT_URL`
 * characters: decided from the lengths first (encoding never shortens a text), so a report of
 * megabytes is never encoded.
 */
const urlOf = (title: string, body: string): string | null => {
  if (ISSUE_URL.length + title.length + body.length > MAX_REPORT_URL) return null;
  const url = `${ISSUE_URL}?title=${encodeParam(title)}&body=${encodeParam(body)}`;
  return url.length <= MAX_REPORT_URL ? url : null;
};

/**
 * What a report URL's body holds: `all` (the code, request and output, and the link when there
 * is one), `link` (the playground link only, which holds the code and request) or `none` (neither:
 * the body asks for the Markdown report).
 */
export type ReportCarries = 'all' | 'link' | 'none';

/**
 * The new-issue URL and what its body carries. Past `MAX_REPORT_URL` characters the body carries
 * the share link instead of the code, request and output; when even that is too long (a share
 * link of thousands of characters, or none), it asks the reader to paste the Markdown report
 * (Copy as Markdown) instead. `shortened` is true unless the body carries everything.
 */
export function reportUrl(input: ReportInput): {url: string; shortened: boolean; carries: ReportCarries} {
  const title = reportTitle(input);
  const full = urlOf(title, reportMarkdown(input));
  if (full) return {url: full, shortened: false, carries: 'all'};
  if (input.shareUrl) {
    const withLink = urlOf(
      title,
      `${header(input)}Playground link (it holds the code and the request): ${input.shareUrl}\n\nThe code, request and output are not copied here: with them this link would pass ${MAX_REPORT_URL.toLocaleString('en')} characters. Open the playground link above and press Run to see them.\n`,
    );
    if (withLink) return {url: withLink, shortened: true, carries: 'link'};
  }
  const bare = `${header(input)}The code, request and output are too long for this link, and so is the playground link. Use "Copy as Markdown" in the playground and paste the report here.\n`;
  return {
    // The title and this body are ours and short; only the release name varies.
    url: urlOf(title, bare) ?? `${ISSUE_URL}?title=${encodeParam(title)}&body=${encodeParam(bare)}`,
    shortened: true,
    carries: 'none',
  };
}
