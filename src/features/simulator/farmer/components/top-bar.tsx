// The red bar of the farmer simulator: brand, greeting, and the way out (and to the dashboard for staff).
// Signing out sits in the thumb's path and wipes the phone's copy, so it asks first.
import { useState } from 'react';
import type { UserDetails } from '../../../../../domain/auth.ts';
import { strings } from '../strings.ts';

export function TopBar({
  user,
  isStaff,
  onSignOut,
}: {
  user: UserDetails | null;
  isStaff: boolean;
  onSignOut?: () => void;
}) {
  const [isAsking, setAsking] = useState(false);
  return (
    <header className="sim-top">
      <svg className="sim-top__logo" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#fff" fillOpacity="0.18" />
        <path
          d="M32 12c-9 8-13 17-13 26a13 13 0 0 0 26 0c0-9-4-18-13-26zm0 10c4 5 6 10 6 16a6 6 0 0 1-12 0c0-6 2-11 6-16z"
          fill="#fff"
        />
      </svg>
      <div className="sim-top__titles">
        <h1 className="sim-top__title">{strings.title}</h1>
        <p className="sim-top__greeting">{user ? strings.greeting(user.firstName) : strings.brand}</p>
      </div>
      {onSignOut ? (
        <nav className="sim-top__links">
          {isStaff ? (
            <a className="sim-top__link" href="/dashboard">
              {strings.dashboard}
            </a>
          ) : null}
          <button
            type="button"
            className="sim-top__link"
            aria-expanded={isAsking}
            onClick={() => setAsking(true)}
          >
            {strings.signOut}
          </button>
        </nav>
      ) : null}
      {onSignOut && isAsking ? (
        <div className="sim-confirm" role="alertdialog" aria-labelledby="sim-confirm-text">
          <p id="sim-confirm-text" className="sim-confirm__text">
            {strings.confirmSignOut.question}
          </p>
          <div className="sim-confirm__actions">
            <button type="button" className="sim-button" autoFocus onClick={() => setAsking(false)}>
              {strings.confirmSignOut.cancel}
            </button>
            <button type="button" className="sim-button sim-button--primary" onClick={onSignOut}>
              {strings.confirmSignOut.confirm}
            </button>
          </div>
        </div>
      ) : null}
    </header>
  );
}
