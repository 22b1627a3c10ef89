import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';

/**
 * Target size (WCAG 2.2, 2.5.8): at 390 px, on a touch screen, every control a reader can press is
 * at least 24 x 24 px: the navbar, breadcrumbs, the "On this page" list, tabs, code block buttons,
 * the Try it panel, pagination, the footer's links. A link inside a sentence is exempt (the
 * criterion's "inline" exception), as is a control that is not drawn (the heading anchors until
 * hovered). A field's target includes its label, which a press also reaches.
 */

/** The controls of the page smaller than 24 x 24 px: what each is and its size. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const blockDisplay = (el: Element) => !/^inline/.test(getComputedStyle(el).display);
    /** The nearest ancestor (or the element) laid out as a block: a paragraph, a list item, a cell. */
    const blockOf = (el: Element) => {
      let node: Element | null = el.parentElement;
      while (node && !blockDisplay(node)) node = node.parentElement;
      return node;
    };
    /** Whether a link sits in running text: its block has text of its own outside the link. */
    const inSentence = (link: Element) => {
      const block = blockOf(link);
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || link.contains(node)) continue;
        let parent = node.parentElement;
        while (parent && parent !== block && !blockDisplay(parent)) parent = parent.parentElement;
        if (parent === block) return true;
      }
      return false;
    };
    const drawn = (el: Element) => {
      if (el.getClientRects().length === 0) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      }
      return true;
    };
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"]';
    return Array.from(document.querySelectorAll(selector))
      .filter((el) => drawn(el) && !el.closest('[aria-hidden="true"]'))
      .filter((el) => !(el.tagName === 'A' && inSentence(el)))
      .map((el) => {
        const boxes = [el.getBoundingClientRect()];
        if ('labels' in el && (el as HTMLInputElement).labels) {
          for (const label of Array.from((el as HTMLInputElement).labels!)) boxes.push(label.getBoundingClientRect());
        }
        const left = Math.min(...boxes.map((b) => b.left));
        const right = Math.max(...boxes.map((b) => b.right));
        const top = Math.min(...boxes.map((b) => b.top));
        const bottom = Math.max(...boxes.map((b) => b.bottom));
        return {el, width: right - left, height: bottom - top};
      })
      .filter(({width, height}) => width < 23.5 || height < 23.5)
      .map(({el, width, height}) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const where = el.closest('nav, header, footer, aside, form, [class*="toc"], .theme-code-block, article');
        return `${el.tagName.toLowerCase()} "${name}" in ${where?.tagName.toLowerCase() ?? 'page'}.${where?.className.split(' ')[0] ?? ''}: ${Math.round(width)} x ${Math.round(height)}`;
      });
  });
}

test.describe('targets at 390 px on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const path of [
    '/',
    '/docs/guides/getting-started',
    '/docs/category/guides',
    '/docs/6.15.0/validation-chain-api',
    '/docs/5.3.0/check-api',
  ]) {
    test(`${path}: every control is at least 24 x 24 px`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      await page.evaluate(() => document.documentElement.removeAttribute('data-blocks-skipped'));
      expect(await smallTargets(page)).toEqual([]);
    });
  }

  test('the reference with its contents list, the page actions and a Try it panel open', async ({page}) => {
    await page.goto('/docs/api/validation-chain#isemail');
    await hydrated(page);
    await page.getByRole('button', {name: 'On this page'}).click();
    await expect(page.getByRole('searchbox', {name: 'Filter the headings'})).toBeVisible();
    await page.getByRole('button', {name: 'Try isEmail()', exact: true}).click();
    const form = page.getByRole('form', {name: 'Try isEmail()'});
    await expect(form.getByRole('button', {name: 'Run'})).toBeEnabled({timeout: 20_000});
    await form.getByRole('button', {name: 'Run'}).click();
    await expect(form.getByText('Valid.', {exact: true})).toBeVisible({timeout: 20_000});
    await page.evaluate(() => document.documentElement.removeAttribute('data-blocks-skipped'));
    expect(await smallTargets(page)).toEqual([]);
    // The page actions menu, opened.
    await page.getByText('⋯').click();
    await expect(page.getByRole('link', {name: 'Report a problem'})).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});
