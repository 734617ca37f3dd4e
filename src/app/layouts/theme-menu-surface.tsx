// The theme menu itself (theme-menu.tsx), loaded with its first opening: the three choices as a
// group of radio items, for the desk's "Tema" menu and the phone's account menu.
import {
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
  type MenuListProps,
} from '@fluentui/react-components';
import { useAtom, useAtomValue } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { isHostThemeAtom, THEME_CHOICES, themeChoiceAtom, type ThemeChoice } from '../../lib/theme.ts';
import { themeStrings } from './theme-strings.ts';

const useStyles = makeStyles({
  note: {
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
    maxWidth: '220px',
    whiteSpace: 'normal',
  },
});

const NAME = 'theme';

/** The MenuList props that make its radio items choose the theme. */
function useThemeMenuList(): Pick<MenuListProps, 'checkedValues' | 'onCheckedValueChange'> {
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  return {
    checkedValues: { [NAME]: [choice] },
    onCheckedValueChange: (_, data) => {
      const next = data.checkedItems[0];
      if (data.name === NAME && (THEME_CHOICES as readonly string[]).includes(next ?? ''))
        setChoice(next as ThemeChoice);
    },
  };
}

/** The three choices as a group of a menu whose list takes useThemeMenuList(). */
export function ThemeMenuGroup() {
  const styles = useStyles();
  const isHostTheme = useAtomValue(isHostThemeAtom);
  return (
    <MenuGroup>
      <MenuGroupHeader>{themeStrings.title}</MenuGroupHeader>
      {isHostTheme ? <MenuGroupHeader className={styles.note}>{themeStrings.inTeams}</MenuGroupHeader> : null}
      {THEME_CHOICES.map((choice) => (
        <MenuItemRadio key={choice} name={NAME} value={choice} disabled={isHostTheme}>
          {themeStrings.choices[choice]}
        </MenuItemRadio>
      ))}
    </MenuGroup>
  );
}

/**
 * A top bar's menu that holds the theme choice (ThemeMenuGroup among `children`), below its trigger
 * and aligned to its end, open from its first drawing (its trigger's first use loaded it).
 */
export function MenuWithThemeChoice({ trigger, children }: { trigger: ReactElement; children: ReactNode }) {
  const list = useThemeMenuList();
  return (
    <Menu positioning={{ position: 'below', align: 'end' }} defaultOpen {...list}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>{children}</MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The desk's "Tema" menu, open from its first drawing (its trigger's first use loaded it). */
export function ThemeMenuSurface({ trigger }: { trigger: ReactElement }) {
  return (
    <MenuWithThemeChoice trigger={trigger}>
      <ThemeMenuGroup />
    </MenuWithThemeChoice>
  );
}
