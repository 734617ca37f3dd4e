// An entry of the side navigation, inline at a desk (side-nav.tsx) and in the phone's drawer
// (side-nav-drawer.tsx).
import { NavItem } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useFrameLink } from './frame-link.ts';
import type { NavEntry } from './nav-entries.ts';

export const SIDE_NAV_LABEL = 'Navegación principal';

export function NavLinkItem({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const { href, onClick: followLink } = useFrameLink(entry.path);
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
