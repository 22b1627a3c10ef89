/**
 * Tabs (`@theme/Tabs` of @docusaurus/theme-classic), rewritten for one change: the tab group is not
 * thrown away and rendered again once the page has hydrated.
 *
 * Why: the theme gives its provider `key={String(isBrowser)}`, so right after hydration every tab
 * group is unmounted and mounted anew, with every panel's code blocks (getting started: two groups,
 * six code blocks, 419 elements created again inside the hydration task). That key was a stopgap
 * from before the theme's `useTabsContextValue` started at the default tab and moved to the
 * reader's stored or linked choice in a layout effect (a normal update, which the theme does
 * today): hydration now sees the server's markup either way, so the remount only costs time.
 *
 * Same markup, classes, keyboard handling and behaviour as the theme (tab list with
 * `role="tablist"`, arrow keys move focus, Enter and click select, the scroll position stays put
 * when a tab above changes height, the choice is shared by `groupId` and kept in storage or the
 * query string as configured); e2e/code-blocks.spec.ts ("program tabs") checks the choice applies
 * to every group and survives a reload.
 *
 * Props: the theme's (`children`: `<TabItem>`s; `defaultValue`, `values`, `groupId`,
 * `queryString`, `lazy`, `block`, `className`).
 */
import type {KeyboardEvent, MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

/** The row of tabs: selects on click and Enter, moves focus with the arrow keys (wrapping around). */
function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (tab: HTMLLIElement) => {
    const value = tabValues[tabs.indexOf(tab)]?.value;
    if (value === undefined || value === selectedValue) return;
    // Keep the clicked tab where it is on screen while panels above it change height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const at = tabs.indexOf(event.currentTarget);
    if (event.key === 'Enter') select(event.currentTarget);
    else if (event.key === 'ArrowRight') (tabs[at + 1] ?? tabs[0])?.focus();
    else if (event.key === 'ArrowLeft') (tabs[at - 1] ?? tabs[tabs.length - 1])?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tab) => {
            tabs.push(tab);
          }}
          onKeyDown={onKeyDown}
          onClick={(event: MouseEvent<HTMLLIElement>) => select(event.currentTarget)}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        {/* As in the theme, the group's className goes on the tab list. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
