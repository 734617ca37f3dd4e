// The theme each person chooses (issue 24): Claro, Oscuro or Como el sistema, kept on this device for
// that person (themeChoiceAtom). At a desk a "Tema" menu in the top bar; on a phone a group of the
// account menu. Inside Teams the app follows Teams' theme (high contrast included): the choices stay
// visible, disabled, with the reason.
import {
  Button,
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
import { DarkTheme20Regular } from '@fluentui/react-icons';
import { useAtom, useAtomValue } from 'jotai';
import { isHostThemeAtom, THEME_CHOICES, themeChoiceAtom, type ThemeChoice } from '../../lib/theme.ts';

export const themeStrings = {
  title: 'Tema',
  trigger: (choice: string) => `Tema: ${choice}`,
  choices: { light: 'Claro', dark: 'Oscuro', system: 'Como el sistema' } satisfies Record<
    ThemeChoice,
    string
  >,
  inTeams: 'En Teams se usa el tema de Teams.',
};

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
export function useThemeMenuList(): Pick<MenuListProps, 'checkedValues' | 'onCheckedValueChange'> {
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

/** At a desk: a "Tema" button in the top bar with the three choices. */
export function ThemeMenu() {
  const choice = useAtomValue(themeChoiceAtom);
  const list = useThemeMenuList();
  const label = themeStrings.trigger(themeStrings.choices[choice]);
  return (
    <Menu positioning={{ position: 'below', align: 'end' }} {...list}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<DarkTheme20Regular />} aria-label={label} title={label}>
          {themeStrings.title}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <ThemeMenuGroup />
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
