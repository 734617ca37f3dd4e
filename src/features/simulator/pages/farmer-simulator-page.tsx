// FarmerSimulatorPage ('/simulator' inside the main app): the simulator is its own light page
// (simulator.html), so reaching /simulator through the app's router (after the farmer signs in,
// or when the guard sends a farmer back to it) hands over with a full page load.
import { Spinner, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { handOverToSimulator, wasLoadedAtSimulator } from '../hand-over.ts';

export default function FarmerSimulatorPage() {
  const [isStuck] = useState(() => wasLoadedAtSimulator(performance.getEntriesByType?.('navigation') ?? []));
  useEffect(() => {
    if (!isStuck) handOverToSimulator(window.location);
  }, [isStuck]);
  return (
    <PublicLayout title="Simulador de rentabilidad">
      {isStuck ? (
        <Text>No se pudo abrir el simulador. Vuelve a intentarlo en unos minutos.</Text>
      ) : (
        <Spinner label="Abriendo el simulador…" />
      )}
    </PublicLayout>
  );
}
