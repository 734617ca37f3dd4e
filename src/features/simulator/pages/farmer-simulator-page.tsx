// FarmerSimulatorPage ('/simulator'): the farmers' profitability simulator. Issue 6 builds it;
// until then the page says so and lets the farmer sign out.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { userDetailsAtom } from '../../../lib/session.ts';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';

const useStyles = makeStyles({
  links: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalS },
});

export default function FarmerSimulatorPage() {
  const styles = useStyles();
  const user = useAtomValue(userDetailsAtom);
  return (
    <PublicLayout title="Simulador de rentabilidad" subtitle={user ? `Hola, ${user.firstName}.` : undefined}>
      <Text>
        Muy pronto podrás calcular aquí cuántos bultos de semilla necesitas, cuánto invertirás y la ganancia
        esperada de tu siembra.
      </Text>
      <nav className={styles.links}>
        <RouterLink to="/logout">Cerrar sesión</RouterLink>
      </nav>
    </PublicLayout>
  );
}
