/**
 * The docs version menu of the navbar, in place of the theme's `docsVersionDropdown` item: the
 * theme's dropdown (its DropdownNavbarItem, fed by its hooks) with the entries grouped by major
 * line (./versionGroups.ts): "7.x", "6.x", "5.x" headings, the latest release marked "(latest)",
 * Next last, then the config's `dropdownItemsAfter` (the upgrade planner). Each entry links to the
 * same page in that version when it exists, else to the version's home, keeps `?search#hash`, and
 * is remembered as the preferred version on click, as in the theme. (A replacement rather than a
 * wrapper: the theme's item builds its list inside, with no way to group it, and keeping both in
 * the main bundle cost 0.7 kB gzip that the page-weight budget has no room for.)
 *
 * On a phone (`mobile`) the theme's dropdown opens expanded when it holds the current page, which
 * listed all 22 versions; here each line is its own collapsible entry ("7.x versions"), so only the
 * line of the page being read opens, and Next is a plain link.
 *
 * Props: the navbar item's `mobile`, `position`, `dropdownItemsAfter` (link items) and `className`;
 * `dropdownItemsBefore` is dropped (see its type).
 */
import {type ReactNode} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {useHistorySelector} from '@docusaurus/theme-common';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';

import {versionGroups} from './versionGroups';

type Props = {
  mobile?: boolean;
  position?: 'left' | 'right';
  className?: string;
  dropdownItemsAfter?: LinkLikeNavbarItemProps[];
  /**
   * The theme's option for entries above the versions, which this menu does not offer. The theme
   * fills it in (empty) for every docs version dropdown, so it is taken out here: passed on with
   * the other props, it reached the DOM as an unknown attribute.
   */
  dropdownItemsBefore?: unknown;
};

export default function DocsVersionDropdownNavbarItem({
  mobile = false,
  dropdownItemsAfter = [],
  dropdownItemsBefore: _notOffered,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const active = useActiveDocContext(undefined);
  const {savePreferredVersionName} = useDocsPreferredVersion(undefined);
  const [displayed] = useDocsVersionCandidates(undefined);
  const groups = versionGroups(useVersions(undefined));

  /** The page a version entry opens: the same doc in that version, else the version's home. */
  const targetPath = (version: GlobalVersion) =>
    (active.alternateDocVersions[version.name] ?? version.docs.find((doc) => doc.id === version.mainDocId))!.path;
  const link = ({version, label}: {version: GlobalVersion; label: string}) => ({
    label,
    to: `${targetPath(version)}${search}${hash}`,
    isActive: () => version === active.activeVersion,
    onClick: () => savePreferredVersionName(version.name),
  });

  if (mobile) {
    return (
      <>
        {groups.map((group) =>
          group.entries.length === 1 ? (
            <DefaultNavbarItem key={group.title} mobile {...props} {...link(group.entries[0]!)} />
          ) : (
            <DropdownNavbarItem
              key={group.title}
              mobile
              {...props}
              label={`${group.title} versions`}
              items={group.entries.map(link)}
            />
          ),
        )}
        {dropdownItemsAfter.map((item) => (
          <DefaultNavbarItem key={String(item.to ?? item.href)} mobile {...item} />
        ))}
      </>
    );
  }

  const items = [
    ...groups.flatMap((group) => [
      {
        type: 'html' as const,
        className: 'version-menu__group',
        // Static HTML from the version names (digits, dots and letters only).
        value: `<span>${group.title.replace(/[^\w. ]/g, '')}</span>`,
      },
      ...group.entries.map(link),
    ]),
    ...dropdownItemsAfter,
  ];
  return (
    <DropdownNavbarItem
      {...props}
      className={[props.className, 'version-menu'].filter(Boolean).join(' ')}
      label={displayed.label}
      to={targetPath(displayed)}
      items={items}
    />
  );
}
