// The heading of every dashboard page, from the route meta (the same title as the browser tab).
import { makeStyles, tokens } from '@fluentui/react-components';
import { usePageTitle } from '../route-meta.ts';

const useStyles = makeStyles({
  title: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});

export function PageHeader() {
  const styles = useStyles();
  return <h1 className={styles.title}>{usePageTitle()}</h1>;
}
