// FarmerRedirectPage ('/farmer'): the link handed to farmers. The guard has already made sure the
// visitor is signed in; this page only forwards to the objective, or to the simulator.
import { Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { safeObjective } from '../objective.ts';
import { strings } from '../strings.ts';

export default function FarmerRedirectPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = safeObjective(searchParams.get('objective')) ?? ROUTES.simulator.path;

  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <PublicLayout>
      <Spinner label={strings.redirect.inProgress} />
    </PublicLayout>
  );
}
