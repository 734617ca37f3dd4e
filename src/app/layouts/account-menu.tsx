// Who is signed in, as a menu behind the avatar on a phone (issue 23): name and role, "Mi perfil"
// where the role has one, the theme (issue 24), and "Cerrar sesión", two deliberate taps away instead
// of one stray tap beside the bell.
import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonCircle20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { ROUTES, showsOwnProfile } from '../../../domain/app-routes.ts';
import type { Role } from '../../../domain/roles.ts';
import { ThemeMenuGroup, useThemeMenuList } from './theme-menu.tsx';

const useStyles = makeStyles({
  who: { display: 'flex', flexDirection: 'column', padding: `0 ${tokens.spacingHorizontalS}` },
  role: { color: tokens.colorNeutralForeground3 },
});

export interface AccountMenuProps {
  fullName: string;
  role: Role;
  roleLabel: string;
}

export function AccountMenu({ fullName, role, roleLabel }: AccountMenuProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const themeList = useThemeMenuList();
  return (
    <Menu positioning={{ position: 'below', align: 'end' }} {...themeList}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          shape="circular"
          aria-label={`Cuenta de ${fullName}`}
          icon={<Avatar name={fullName} color="colorful" size={32} aria-hidden />}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
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
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
