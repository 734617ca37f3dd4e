// The signed-in person's initials in a coloured circle, beside their name in the top bar.
// Fluent's Avatar draws the same, but brings its presence badge and four dozen presence
// icons (about 10 KiB gzip) into every staff page's first load, for a picture that is decoration
// here (aria-hidden: the name is written beside it, or on the button it sits in).
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  circle: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
    userSelect: 'none',
    forcedColorAdjust: 'none',
    '@media (forced-colors: active)': { outline: `${tokens.strokeWidthThin} solid CanvasText` },
  },
  red: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground2 },
  green: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorPaletteGreenForeground2 },
  blue: { backgroundColor: tokens.colorPaletteBlueBackground2, color: tokens.colorPaletteBlueForeground2 },
  purple: {
    backgroundColor: tokens.colorPalettePurpleBackground2,
    color: tokens.colorPalettePurpleForeground2,
  },
  teal: { backgroundColor: tokens.colorPaletteTealBackground2, color: tokens.colorPaletteTealForeground2 },
  marigold: {
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    color: tokens.colorPaletteMarigoldForeground2,
  },
  pink: { backgroundColor: tokens.colorPalettePinkBackground2, color: tokens.colorPalettePinkForeground2 },
  steel: { backgroundColor: tokens.colorPaletteSteelBackground2, color: tokens.colorPaletteSteelForeground2 },
});

const COLORS = ['red', 'green', 'blue', 'purple', 'teal', 'marigold', 'pink', 'steel'] as const;

/** The first letter of the first and of the last word ("María de la Luz Pérez" → "MP"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('es-MX');
}

/** One colour per name, the same on every page and device. */
function colorOf(name: string): (typeof COLORS)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}

export function InitialsAvatar({ name }: { name: string }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.circle, styles[colorOf(name)])} aria-hidden data-avatar>
      {initialsOf(name)}
    </span>
  );
}
