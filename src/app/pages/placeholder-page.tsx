// Stand-in for the pages later issues build: the dashboard header already shows the route title;
// this says the section is on its way, so nobody mistakes it for an empty list.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { WrenchScrewdriver24Regular } from '@fluentui/react-icons';
import { usePageTitle } from '../route-meta.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground2,
  },
  icon: { color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

export default function PlaceholderPage() {
  const styles = useStyles();
  const title = usePageTitle();
  return (
    <section className={styles.card} aria-label={title}>
      <WrenchScrewdriver24Regular className={styles.icon} />
      <div className={styles.text}>
        <Text weight="semibold">En construcción</Text>
        <Text>La sección «{title}» estará disponible próximamente.</Text>
      </div>
    </section>
  );
}
