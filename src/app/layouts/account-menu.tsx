// Who is signed in, as a menu behind the avatar on a phone: name and role, "Mi perfil" where the
// role has one, the theme, and "Cerrar sesión", two deliberate taps away instead of one stray tap
// beside the bell. The menu (account-menu-surface.tsx) loads with its first opening.
import { Button } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { onDemand, standInTrigger } from '../../lib/ui/on-demand.tsx';
import { InitialsAvatar, initialsOf } from '../../lib/ui/initials-avatar.tsx';
import type { AccountMenuProps } from './account-menu-props.ts';

const surface = onDemand(() =>
  import('./account-menu-surface.tsx').then((module) => module.AccountMenuSurface),
);

export function AccountMenu(props: AccountMenuProps) {
  const [isUsed, setUsed] = useState(false);
  const button = (extra: object) => (
    <Button
      appearance="subtle"
      shape="circular"
      // The name starts with the initials the button shows, so a voice user can say what they see
      // (WCAG 2.5.3, label in name).
      aria-label={`${initialsOf(props.fullName)}, cuenta de ${props.fullName}`}
      icon={<InitialsAvatar name={props.fullName} />}
      {...extra}
    />
  );
  const standIn = button(standInTrigger(surface.preload, () => setUsed(true), 'menu'));
  return isUsed ? (
    <Suspense fallback={standIn}>
      <surface.Component {...props} trigger={button({})} />
    </Suspense>
  ) : (
    standIn
  );
}
