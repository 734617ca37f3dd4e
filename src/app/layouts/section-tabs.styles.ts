// The look of Fluent's medium transparent Tab (same tokens as @fluentui/react-tabs) on plain links:
// Fluent's Tab only renders a button with role="tab", and these tabs change the address, so they
// are links in a nav (see section-tabs.tsx).
import {
  createCustomFocusIndicatorStyle,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';

const indicator = {
  content: '""',
  position: 'absolute',
  bottom: 0,
  left: tokens.spacingHorizontalM,
  right: tokens.spacingHorizontalM,
  height: tokens.strokeWidthThicker,
  borderRadius: tokens.borderRadiusCircular,
} as const;

export const useSectionTabsStyles = makeStyles({
  // On phones the tab names wrap onto a second row rather than hiding the current one off screen
  // (as the partners' type tabs do).
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    maxWidth: '100%',
    marginBottom: tokens.spacingVerticalL,
  },
  tab: {
    position: 'relative',
    display: 'grid',
    alignItems: 'center',
    justifyItems: 'center',
    minWidth: 0,
    maxWidth: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    outlineStyle: 'none',
    ':hover': {
      backgroundColor: tokens.colorTransparentBackgroundHover,
      color: tokens.colorNeutralForeground2Hover,
    },
    ':active': {
      backgroundColor: tokens.colorTransparentBackgroundPressed,
      color: tokens.colorNeutralForeground2Pressed,
    },
    // The bar a pointer over another tab shows where the current one's is.
    ':hover::before': { ...indicator, backgroundColor: tokens.colorNeutralStroke1Hover },
    ':active::before': { ...indicator, backgroundColor: tokens.colorNeutralStroke1Pressed },
    '@media (forced-colors: active)': {
      ':hover::before': { backgroundColor: 'Highlight' },
      ':active::before': { backgroundColor: 'Highlight' },
    },
    // A box shadow instead of the usual ::after outline, which the selected bar already uses.
    ...createCustomFocusIndicatorStyle(
      {
        outlineWidth: tokens.strokeWidthThick,
        outlineColor: 'transparent',
        outlineStyle: 'solid',
        boxShadow: `${tokens.shadow4}, 0 0 0 ${tokens.strokeWidthThick} ${tokens.colorStrokeFocus2}`,
        zIndex: 1,
      },
      { enableOutline: true },
    ),
  },
  current: {
    color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1Hover },
    ':active': { color: tokens.colorNeutralForeground1Pressed },
    '::after': { ...indicator, backgroundColor: tokens.colorCompoundBrandStroke },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
    ':active::after': { backgroundColor: tokens.colorCompoundBrandStrokePressed },
    '@media (forced-colors: active)': {
      '::after': { backgroundColor: 'ButtonText' },
      ':hover::after': { backgroundColor: 'ButtonText' },
      ':active::after': { backgroundColor: 'ButtonText' },
    },
  },
  // The name and its hidden bold twin share one grid cell, so a tab is as wide unselected as
  // selected and the row does not shift when the current page changes.
  label: {
    ...typographyStyles.body1,
    gridArea: '1 / 1',
    padding: `0 ${tokens.spacingHorizontalXXS}`,
  },
  currentLabel: typographyStyles.body1Strong,
  reserved: {
    ...typographyStyles.body1Strong,
    gridArea: '1 / 1',
    padding: `0 ${tokens.spacingHorizontalXXS}`,
    visibility: 'hidden',
  },
});
