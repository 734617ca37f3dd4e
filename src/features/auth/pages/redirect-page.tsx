// RedirectPage ('/redirect'): where the Microsoft sign-in lands (docs/requirements.md §4). It makes sure the user
// details are loaded, then opens the objective or the role's home page. Inside the sign-in pop-up it
// only hands Microsoft's answer to the window that opened it (msal's redirect bridge).
import { Spinner } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { holdsAuthResponse, relayAuthResponse } from '../../../lib/microsoft/redirect-bridge.ts';
import { userDetailsAtom } from '../../../lib/session.ts';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { fetchUserDetails } from '../api/fetch-user-details.ts';
import { destinationAfterSignIn, effectiveRole } from '../objective.ts';
import { strings } from '../strings.ts';

/** In the sign-in pop-up: hands Microsoft's answer to the waiting window; true when it did. */
async function relayedMicrosoftAnswer(): Promise<boolean> {
  if (!holdsAuthResponse(window.location)) return false;
  try {
    await relayAuthResponse();
    return true;
  } catch {
    return false; // Not msal's answer after all (a stray link): land as usual.
  }
}

export default function RedirectPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const details = useAtomValue(userDetailsAtom);
  const objective = searchParams.get('objective');
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      if (await relayedMicrosoftAnswer()) return; // msal closes the pop-up
      try {
        const user = details ?? (await fetchUserDetails());
        navigate(destinationAfterSignIn(effectiveRole(user), objective), { replace: true });
      } catch {
        // Without a session there is nothing to redirect to: back to sign-in.
        navigate('/login', { replace: true });
      }
    })();
  }, [details, navigate, objective]);

  return (
    <PublicLayout>
      <Spinner label={strings.redirect.inProgress} />
    </PublicLayout>
  );
}
