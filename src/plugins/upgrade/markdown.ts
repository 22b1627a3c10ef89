/**
 * The checklist as Markdown, for a pull request description (the page's "Copy as Markdown") and
 * for the `.md` file of each static pair (src/plugins/upgrade).
 */
import {KIND_TITLES, type Plan} from './types';

/** Plain text of the Markdown-ish strings of an item: code spans lose their backticks. */
export const plain = (s: string) => s.replace(/`([^`]*)`/g, '$1');

/**
 * The checklist as Markdown: a heading, then `- [ ]` lines grouped by kind, each with its
 * release, what to do and its first link (absolute, on `origin`). `lines`: item id -> the lines
 * of the reader's code that use it (./scan.ts), shown after the title.
 */
export function planMarkdown(plan: Plan, origin: string, lines?: Map<string, number[]>): string {
  const out = [`## Upgrade express-validator from ${plan.from} to ${plan.to}`, ''];
  if (plan.reversed) {
    out.push(`${plan.from} is newer than ${plan.to}: these are the changes between them, to be undone.`, '');
  }
  for (const {kind, items} of plan.groups) {
    if (!items.length) continue;
    out.push(`### ${KIND_TITLES[kind]} (${items.length})`, '');
    for (const item of items) {
      const used = lines?.get(item.id);
      const where = used?.length ? ` (lines ${used.join(', ')})` : '';
      const link = item.links[0] ? ` ([${item.links[0].label}](${origin}${item.links[0].href}))` : '';
      const note = item.runtimeNote ? ` ${item.runtimeNote}` : '';
      out.push(`- [ ] **${item.release}** ${item.title}${where}: ${item.action}${note}${link}`);
    }
    out.push('');
  }
  if (plan.groups.every((g) => g.items.length === 0)) out.push('Nothing changes between these releases.', '');
  return out.join('\n');
}
