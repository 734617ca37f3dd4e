// The account menu itself (account-menu.tsx), loaded with its first opening: name and role, "Mi
// perfil" where the role has one, the theme, and "Cerrar sesión".
import {
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonCircle20Regular, SignOut20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, showsOwnProfile } from '../../../domain/app-routes.ts';
import type { AccountMenuProps } from './account-menu-props.ts';
import { MenuWithThemeChoice, ThemeMenuGroup } from './theme-menu-surface.tsx';

const useStyles = makeStyles({
  who: { display: 'flex', flexDirection: 'column', padding: `0 ${tokens.spacingHorizontalS}` },
  role: { color: tokens.colorNeutralForeground3 },
});

/** Open from its first drawing (its trigger's first use loaded it). */
export function AccountMenuSurface({
  fullName,
  role,
  roleLabel,
  trigger,
}: AccountMenuProps & { trigger: ReactElement }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <MenuWithThemeChoice trigger={trigger}>
      <MenuGroup>
        <MenuGroupHeader className={styles.who}>
          <Text weight="semibold">{fullName}</Text>
          <Text size={200} className={styles.role}>
            {roleLabel}
          </Text>
        </MenuGroupHeader>
      </MenuGroup>
      <MenuDivider />
      {showsOwnProfile(role) ? (
        <MenuItem icon={<PersonCircle20Regular />} onClick={() => void navigate(ROUTES.users.path)}>
          Mi perfil
        </MenuItem>
      ) : null}
      <MenuDivider />
      <ThemeMenuGroup />
      <MenuDivider />
      <MenuItem icon={<SignOut20Regular />} onClick={() => void navigate(ROUTES.logout.path)}>
        Cerrar sesión
      </MenuItem>
    </MenuWithThemeChoice>
  );
}
