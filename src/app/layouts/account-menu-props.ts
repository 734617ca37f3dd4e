// What the avatar button (account-menu.tsx) and the menu it loads (account-menu-surface.tsx) share.
import type { Role } from '../../../domain/roles.ts';

export interface AccountMenuProps {
  fullName: string;
  role: Role;
  roleLabel: string;
}
