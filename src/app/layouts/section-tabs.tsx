// The tabs of the section the page belongs to (see section-entries.ts). Each one leads to another
// page, so they are real links in a named nav (open in a new tab, copy the address) that look like
// Fluent tabs; a plain click stays inside the app, as the side navigation's links do.
import { mergeClasses } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import { currentRoleAtom } from '../../lib/session.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { sectionAt, type SectionTab } from './section-entries.ts';
import { useSectionTabsStyles } from './section-tabs.styles.ts';
import { useFrameLink } from './frame-link.ts';

// Rendered again only when it becomes or stops being the current tab, not at every navigation.
const SectionTabLink = memo(function SectionTabLink({
  tab,
  isCurrent,
}: {
  tab: SectionTab;
  isCurrent: boolean;
}) {
  const styles = useSectionTabsStyles();
  const { href, onClick: followLink } = useFrameLink(tab.meta.path);
  // On a phone the section's names keep to one row (the page's title says the whole name).
  const name = (useMediaQuery(PHONE_QUERY) && tab.short) || tab.label;
  return (
    <a
      href={href}
      onClick={followLink}
      aria-current={isCurrent ? 'page' : undefined}
      className={mergeClasses(styles.tab, isCurrent && styles.current)}
    >
      <span className={mergeClasses(styles.label, isCurrent && styles.currentLabel)}>{name}</span>
      {isCurrent ? null : (
        <span aria-hidden className={styles.reserved}>
          {name}
        </span>
      )}
    </a>
  );
});

export function SectionTabs() {
  const styles = useSectionTabsStyles();
  const { pathname } = useLocation();
  const role = useAtomValue(currentRoleAtom);
  const section = sectionAt(pathname, role);
  if (!section) return null;
  return (
    <nav className={styles.nav} aria-label={section.label}>
      {section.tabs.map((tab) => (
        <SectionTabLink key={tab.meta.path} tab={tab} isCurrent={tab.meta.path === section.current} />
      ))}
    </nav>
  );
}
