// The dashboard's side navigation: only what the role may open. Inline beside the page on wide
// screens; on a phone an overlay drawer behind the menu button of the top bar, loaded with its
// first opening (side-nav-drawer.tsx). At a desk Fluent's Nav draws what NavDrawer's inline drawer
// draws (the same items, width and colours) without the drawer, whose overlay needs the dialog's
// code. A navigation renders again only the item list's owner, which reads the address; the items
// render again only when the role or the marked section changes.
import { Nav, NavDrawerBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, memo, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { currentRoleAtom } from '../../lib/session.ts';
import { navEntriesFor, selectedEntryPath, type NavEntry } from './nav-entries.ts';
import { NavLinkItem, SIDE_NAV_LABEL } from './nav-link-item.tsx';

const SideNavDrawer = lazy(() =>
  import('./side-nav-drawer.tsx').then((module) => ({ default: module.SideNavDrawer })),
);

const useStyles = makeStyles({
  // react-drawer's InlineDrawer with react-nav's NavDrawer styles (a 260 px column).
  drawer: {
    position: 'relative',
    overflow: 'hidden',
    width: '260px',
    maxWidth: '100vw',
    maxHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground1,
  },
  inline: {
    height: '100%',
    // Wide page content (tables) scrolls inside the page; it must never squeeze the menu.
    flexShrink: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export interface SideNavProps {
  isPhone: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const stayOpen = () => undefined;

/** The inline navigation at a desk: the same items until the role or the marked section changes. */
const InlineNav = memo(function InlineNav({
  entries,
  selectedValue,
}: {
  entries: readonly NavEntry[];
  selectedValue: string;
}) {
  const styles = useStyles();
  return (
    <Nav
      role="navigation"
      aria-label={SIDE_NAV_LABEL}
      selectedValue={selectedValue}
      className={mergeClasses('fui-NavDrawer', styles.drawer, styles.inline)}
    >
      <NavDrawerBody>
        {entries.map((entry) => (
          <NavLinkItem key={entry.path} entry={entry} onNavigate={stayOpen} />
        ))}
      </NavDrawerBody>
    </Nav>
  );
});

export const SideNav = memo(function SideNav({ isPhone, isOpen, onOpenChange }: SideNavProps) {
  const role = useAtomValue(currentRoleAtom);
  const { pathname } = useLocation();
  const entries = useMemo(() => navEntriesFor(role), [role]);
  // Once opened, the phone's drawer stays mounted, closed, so that it closes as it opens.
  const [hasOpened, setHasOpened] = useState(false);
  if (isPhone && isOpen && !hasOpened) setHasOpened(true);
  const selectedValue = selectedEntryPath(entries, pathname) ?? '';

  if (isPhone) {
    return hasOpened ? (
      <Suspense fallback={null}>
        <SideNavDrawer
          entries={entries}
          selectedValue={selectedValue}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
        />
      </Suspense>
    ) : null;
  }
  return <InlineNav entries={entries} selectedValue={selectedValue} />;
});
