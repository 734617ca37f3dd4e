// RedirectPage ('/redirect'): where the Microsoft sign-in lands (SPEC §4). It makes sure the user
// details are loaded, then opens the objective or the role's home page.
import { Spinner } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { userDetailsAtom } from '../../../lib/session.ts';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { fetchUserDetails } from '../api.ts';
import { destinationAfterSignIn, effectiveRole } from '../objective.ts';
import { strings } from '../strings.ts';

export default function RedirectPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const details = useAtomValue(userDetailsAtom);
  const objective = searchParams.get('objective');
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const known = details ? Promise.resolve(details) : fetchUserDetails();
    known
      .then((user) => navigate(destinationAfterSignIn(effectiveRole(user), objective), { replace: true }))
      // Without a session there is nothing to redirect to: back to sign-in.
      .catch(() => navigate('/login', { replace: true }));
  }, [details, navigate, objective]);

  return (
    <PublicLayout>
      <Spinner label={strings.redirect.inProgress} />
    </PublicLayout>
  );
}
