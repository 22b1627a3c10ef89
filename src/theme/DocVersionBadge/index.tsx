/**
 * The version badge above each doc page, with the npm release next to the docs version:
 * "Version: 7.3.0 (npm 7.3.2)", and the rule in full as its tooltip (src/versionLabel.ts, the same
 * words as each version's home page). Replaces the theme's badge, which shows the docs version
 * only; same markup and classes (English only: the site has one locale). The "Version:" prefix is a span of its own, which
 * a phone reads but does not draw (src/css/custom.css). The release comes from
 * `siteConfig.customFields.npmVersionOf` (docs version name -> npm release, src/docsVersions.ts).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBadge';

import {releaseLabel, versionRule} from '../../versionLabel';

export default function DocVersionBadge({className}: Props): ReactNode {
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  if (!version.badge) return null;
  const npm = (siteConfig.customFields?.npmVersionOf as Record<string, string> | undefined)?.[version.version];
  const name = version.version === 'current' ? version.label : version.version;
  return (
    <span
      className={clsx(className, ThemeClassNames.docs.docVersionBadge, 'badge badge--secondary')}
      title={npm ? versionRule(name, npm) : undefined}
    >
      <span className="doc-version-badge-prefix">Version: </span>
      {npm ? releaseLabel(name, npm) : version.label}
    </span>
  );
}
