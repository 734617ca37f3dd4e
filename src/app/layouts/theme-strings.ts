// The texts of the theme choice, shared by the "Tema" button (theme-menu.tsx) and its menu
// (theme-menu-surface.tsx).
import type { ThemeChoice } from '../../lib/theme.ts';

export const themeStrings = {
  title: 'Tema',
  trigger: (choice: string) => `Tema: ${choice}`,
  choices: { light: 'Claro', dark: 'Oscuro', system: 'Como el sistema' } satisfies Record<
    ThemeChoice,
    string
  >,
  inTeams: 'En Teams se usa el tema de Teams.',
};
