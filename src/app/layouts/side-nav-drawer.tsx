// The side navigation on a phone (side-nav.tsx): an overlay drawer behind the menu button of the top
// bar, loaded with its first opening.
import {
  Hamburger,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PRODUCT_NAME } from '../route-meta.ts';
import type { NavEntry } from './nav-entries.ts';
import { NavLinkItem, SIDE_NAV_LABEL } from './nav-link-item.tsx';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, width: '100%' },
  product: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

export interface SideNavDrawerProps {
  entries: NavEntry[];
  selectedValue: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function SideNavDrawer({ entries, selectedValue, isOpen, onOpenChange }: SideNavDrawerProps) {
  const styles = useStyles();
  const close = () => onOpenChange(false);
  return (
    <NavDrawer
      type="overlay"
      open={isOpen}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={selectedValue}
      aria-label={SIDE_NAV_LABEL}
    >
      <NavDrawerHeader>
        <div className={styles.header}>
          <Hamburger onClick={close} aria-label="Cerrar el menú" title="Cerrar el menú" />
          <span className={styles.product}>{PRODUCT_NAME}</span>
        </div>
      </NavDrawerHeader>
      <NavDrawerBody>
        {entries.map((entry) => (
          <NavLinkItem key={entry.path} entry={entry} onNavigate={close} />
        ))}
      </NavDrawerBody>
    </NavDrawer>
  );
}
