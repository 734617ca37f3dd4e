// The whole /simulator entry: the guard (docs/requirements.md §2 for this page), then the company's
// parameters and hybrids, then the simulator. A 401 anywhere shows docs/requirements.md §8's
// message and, 2 s later, the sign-in.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { loadStartingPoint, type StartingPoint } from './api.ts';
import { FirstPaint } from './components/first-paint.tsx';
import { TopBar } from './components/top-bar.tsx';
import { earlyCurrentUser, earlyStartingPoint } from './early-start.ts';
import { decideEntry, signInPathFor, type EntryDecision } from './entry-guard.ts';
import { simulatorTargetOf, voucherCodeOf } from './voucher-link.ts';
import { endSessionAfterNotice, SESSION_INVALID_MESSAGE } from '../../../lib/session-end.ts';
import { FarmerSimulator } from './farmer-simulator.tsx';
import { HttpError, NetworkError, failureMessage } from './http.ts';
import {
  claimCachedAnswers,
  clearExpiredSession,
  fetchCurrentUser,
  readStoredUser,
  signOut,
} from './stored-session.ts';
import { strings } from './strings.ts';

/** docs/requirements.md §9: the wait before the sign-in page after a session error. */

export interface FarmerAppProps {
  /** Full page loads (the sign-in and terms pages live in the main app). */
  goTo?: (path: string) => void;
}

type Allowed = Extract<EntryDecision, { kind: 'allow' }>;
type Load = (
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; start: StartingPoint }
) & { attempt: number };

function Centered({ children }: { children: ReactNode }) {
  return <div className="sim-center">{children}</div>;
}

const defaultGoTo = (path: string) => window.location.replace(path);

export function FarmerApp({ goTo = defaultGoTo }: FarmerAppProps) {
  // A Dkbono's short link comes as ?dkbono=<code>, kept through a new sign-in. The build
  // renders this component without a window (prerender.tsx): its first paint has no address.
  const [voucherCode] = useState(() =>
    typeof window === 'undefined' ? null : voucherCodeOf(window.location.search),
  );
  const target = simulatorTargetOf(voucherCode);
  const [entry, setEntry] = useState<EntryDecision | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [settled, setLoad] = useState<Load>({ status: 'loading', attempt });
  // A retry starts loading again: an answer of an earlier attempt no longer counts.
  const load: Load = settled.attempt === attempt ? settled : { status: 'loading', attempt };

  const endSession = useCallback(() => {
    setEntry((current) => ({
      kind: 'session-ended',
      message: SESSION_INVALID_MESSAGE,
      to: signInPathFor(current?.kind === 'allow' ? current.user : null, target),
    }));
  }, [target]);

  useEffect(() => {
    let isCurrent = true;
    void decideEntry(readStoredUser(), earlyCurrentUser() ?? fetchCurrentUser, target).then(
      (decision) => isCurrent && setEntry(decision),
    );
    return () => {
      isCurrent = false;
    };
  }, [target]);

  useEffect(() => {
    if (entry?.kind === 'sign-in' || entry?.kind === 'accept-terms') goTo(entry.to);
    if (entry?.kind !== 'session-ended') return;
    const target = entry.to;
    return endSessionAfterNotice(clearExpiredSession, () => goTo(target));
  }, [entry, goTo]);

  const allowed: Allowed | null = entry?.kind === 'allow' ? entry : null;
  useEffect(() => {
    if (!allowed) return;
    let isCurrent = true;
    // The first attempt uses what the entry asked for before rendering, when it was for this user.
    const early = attempt === 0 ? earlyStartingPoint(allowed.user.id) : null;
    void (early ?? claimCachedAnswers(allowed.user).then(loadStartingPoint))
      .then((start) => isCurrent && setLoad({ status: 'ready', start, attempt }))
      .catch((error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof HttpError && error.status === 401) endSession();
        const message =
          error instanceof NetworkError
            ? strings.offlineNoCache
            : `${strings.loadFailed} ${failureMessage(error)}`;
        setLoad({ status: 'failed', message, attempt });
      });
    return () => {
      isCurrent = false;
    };
  }, [allowed, attempt, endSession]);

  const onSignOut = () => {
    const to = signInPathFor(allowed?.user ?? null);
    void signOut().then(() => goTo(to));
  };

  if (entry?.kind === 'session-ended') {
    return (
      <>
        <TopBar user={null} isStaff={false} />
        <Centered>
          <p className="sim-banner sim-banner--error" role="alert">
            {entry.message}
          </p>
          <p className="sim-note">{strings.sessionEnding}</p>
        </Centered>
      </>
    );
  }
  // Until the page knows who is signed in and has the parameters, it shows the first paint the
  // build put in its HTML (the same elements, so React takes them over as they are).
  if (!allowed) {
    return (
      <>
        <TopBar user={null} isStaff={false} />
        <FirstPaint />
      </>
    );
  }
  return (
    <>
      <TopBar user={allowed.user} isStaff={allowed.role !== 'FARMER'} onSignOut={onSignOut} />
      {load.status === 'ready' ? (
        <FarmerSimulator
          user={allowed.user}
          role={allowed.role}
          start={load.start}
          voucherCode={voucherCode}
          onSessionEnded={endSession}
        />
      ) : load.status === 'failed' ? (
        <Centered>
          <p className="sim-banner sim-banner--error" role="alert">
            {load.message}
          </p>
          <button
            type="button"
            className="sim-button sim-button--primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {strings.retry}
          </button>
        </Centered>
      ) : (
        <FirstPaint />
      )}
    </>
  );
}
