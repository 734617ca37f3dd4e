// LogoutUser ('/logout'): ends the session on the server and in the browser, then goes to sign-in.
import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { logout } from '../api/logout.ts';
import { strings } from '../strings.ts';

export default function LogoutUser() {
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; the server must be told only once.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void logout().then(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <PublicLayout>
      <Spinner label={strings.logout.inProgress} />
    </PublicLayout>
  );
}
