// The dashboard's side navigation: only what the role may open. Inline beside the page on wide
// screens; on a phone an overlay drawer behind the menu button of the top bar.
import {
  Hamburger,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { currentRoleAtom } from '../../lib/session.ts';
import { PRODUCT_NAME } from '../route-meta.ts';
import { navEntriesFor, selectedEntryPath, type NavEntry } from './nav-entries.ts';

const useStyles = makeStyles({
  inline: {
    height: '100%',
    // Wide page content (tables) scrolls inside the page; it must never squeeze the menu.
    flexShrink: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, width: '100%' },
  product: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

function NavLinkItem({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const href = useHref(entry.path);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(entry.path);
  const Icon = entry.icon;
  return (
    <NavItem
      as="a"
      href={href}
      value={entry.path}
      icon={<Icon />}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        followLink(event); // keeps ctrl/middle click opening a new tab
        onNavigate();
      }}
    >
      {entry.label}
    </NavItem>
  );
}

export interface SideNavProps {
  isPhone: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function SideNav({ isPhone, isOpen, onOpenChange }: SideNavProps) {
  const styles = useStyles();
  const role = useAtomValue(currentRoleAtom);
  const { pathname } = useLocation();
  const entries = navEntriesFor(role);
  const close = () => onOpenChange(false);

  return (
    <NavDrawer
      type={isPhone ? 'overlay' : 'inline'}
      open={isPhone ? isOpen : true}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={selectedEntryPath(entries, pathname) ?? ''}
      className={isPhone ? undefined : styles.inline}
      aria-label="Navegación principal"
    >
      {isPhone ? (
        <NavDrawerHeader>
          <div className={styles.header}>
            <Hamburger onClick={close} aria-label="Cerrar el menú" title="Cerrar el menú" />
            <span className={styles.product}>{PRODUCT_NAME}</span>
          </div>
        </NavDrawerHeader>
      ) : null}
      <NavDrawerBody>
        {entries.map((entry) => (
          <NavLinkItem key={entry.path} entry={entry} onNavigate={close} />
        ))}
      </NavDrawerBody>
    </NavDrawer>
  );
}
