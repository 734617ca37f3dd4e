// The dashboard's top bar: the product, the notification bell, who is signed in (name and role)
// and the way out; on a phone the last two are one account menu behind the avatar. Nothing of it
// depends on the address, so a navigation does not render it again.
import { Button, Hamburger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { ROUTES } from '../../../domain/app-routes.ts';
import { ROLE_LABELS } from '../../../domain/roles.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { userDetailsAtom } from '../../lib/session.ts';
import { BrandMark } from '../../lib/ui/brand-mark.tsx';
import { PRODUCT_NAME } from '../route-meta.ts';
import { AccountMenu } from './account-menu.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { useFrameLink } from './frame-link.ts';
import { InitialsAvatar } from '../../lib/ui/initials-avatar.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    position: 'relative',
    zIndex: 1,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: 0 },
  product: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  role: { color: tokens.colorNeutralForeground3 },
});

export interface TopBarProps {
  isPhone: boolean;
  onMenuClick: () => void;
}

export const TopBar = memo(function TopBar({ isPhone, onMenuClick }: TopBarProps) {
  const styles = useStyles();
  const user = useAtomValue(userDetailsAtom);
  const logout = useFrameLink(ROUTES.logout.path);
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const roleLabel = user ? ROLE_LABELS[user.role] : '';

  return (
    <header className={styles.bar}>
      {isPhone ? <Hamburger onClick={onMenuClick} aria-label="Abrir el menú" title="Abrir el menú" /> : null}
      <div className={styles.brand}>
        <BrandMark size={28} />
        <span className={styles.product}>{PRODUCT_NAME}</span>
      </div>
      {user ? <NotificationBell /> : null}
      {user && isPhone ? <AccountMenu fullName={fullName} role={user.role} roleLabel={roleLabel} /> : null}
      {user && !isPhone ? <ThemeMenu /> : null}
      {user && !isPhone ? (
        <div className={styles.user}>
          <InitialsAvatar name={fullName} />
          <div className={styles.who}>
            <Text weight="semibold" className={styles.name}>
              {fullName}
            </Text>
            <Text size={200} className={styles.role}>
              {roleLabel}
            </Text>
          </div>
        </div>
      ) : null}
      {isPhone ? null : (
        <Button
          as="a"
          href={logout.href}
          onClick={logout.onClick}
          appearance="subtle"
          icon={<SignOut20Regular />}
          title="Cerrar sesión"
        >
          Cerrar sesión
        </Button>
      )}
    </header>
  );
});
