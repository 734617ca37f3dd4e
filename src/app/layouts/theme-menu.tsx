// The theme each person chooses: Claro, Oscuro or Como el sistema, kept on this device for that
// person (themeChoiceAtom). At a desk a "Tema" menu in the top bar; on a phone a group of the
// account menu. Inside Teams the app follows Teams' theme (high contrast included): the choices
// stay visible, disabled, with the reason. The menu (theme-menu-surface.tsx) loads with its first
// opening.
import { Button } from '@fluentui/react-components';
import { DarkTheme20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { onDemand, standInTrigger } from '../../lib/ui/on-demand.tsx';
import { themeChoiceAtom } from '../../lib/theme.ts';
import { themeStrings } from './theme-strings.ts';

const surface = onDemand(() => import('./theme-menu-surface.tsx').then((module) => module.ThemeMenuSurface));

/** At a desk: a "Tema" button in the top bar with the three choices. */
export function ThemeMenu() {
  const choice = useAtomValue(themeChoiceAtom);
  const [isUsed, setUsed] = useState(false);
  const label = themeStrings.trigger(themeStrings.choices[choice]);
  const button = (props: object) => (
    <Button appearance="subtle" icon={<DarkTheme20Regular />} aria-label={label} title={label} {...props}>
      {themeStrings.title}
    </Button>
  );
  const standIn = button(standInTrigger(surface.preload, () => setUsed(true), 'menu'));
  return isUsed ? (
    <Suspense fallback={standIn}>
      <surface.Component trigger={button({})} />
    </Suspense>
  ) : (
    standIn
  );
}
