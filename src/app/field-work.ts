// Starts the staff app's work without signal from the app's entry, for whoever signs in:
// the outbox sends by itself, lists show the folios of what it sent, and a consultant's working
// set is fetched now, every 15 minutes and whenever the signal comes back.
import { can } from '../../domain/policy.ts';
import { onSignalBack } from '../lib/offline/connection.ts';
import '../lib/offline/device-owner.ts';
import { deviceKeptAnswers } from '../lib/offline/kept-answers.ts';
import { onOutboxSent, startOutbox } from '../lib/offline/outbox-runtime.ts';
import {
  WORKING_SET_REFRESH_MS,
  refreshWorkingSet,
  type WorkingSetReport,
} from '../lib/offline/working-set.ts';
import { queryClient } from '../lib/query-client.ts';
import { appStore, userDetailsAtom } from '../lib/session.ts';

const FIRST_REFRESH_DELAY_MS = 2000;
let isStarted = false;
let refreshing: Promise<void> | null = null;

/** The last refresh, for the bench and for anyone asking how big and how fast it was. */
let lastWorkingSet: (WorkingSetReport & { at: number; bytes: number }) | null = null;

/** A consultant who may work: signed in, and past the terms (until then every read is refused). */
function keepsWorkingSet(): boolean {
  const user = appStore.get(userDetailsAtom);
  return can(user?.role, 'createSale') && user?.acceptedTos === true;
}

const RETRY_AFTER_FAILURE_MS = 60_000;

function refresh(): void {
  if (!keepsWorkingSet()) return;
  refreshing ??= refreshWorkingSet()
    .then(async (report) => {
      await deviceKeptAnswers.prune();
      const { bytes } = await deviceKeptAnswers.size();
      lastWorkingSet = { ...report, at: Date.now(), bytes };
      document.documentElement.dataset.workingSet = JSON.stringify(lastWorkingSet);
    })
    .catch(() => {
      // No signal, or a hiccup: again in a minute (and at once when the signal returns).
      setTimeout(refresh, RETRY_AFTER_FAILURE_MS);
    })
    .finally(() => {
      refreshing = null;
    });
}

export function startFieldWork(): void {
  if (isStarted) return;
  isStarted = true;
  startOutbox();
  onOutboxSent(() => void queryClient.invalidateQueries());
  // After the first screen's own requests: the working set must not slow the first paint.
  setTimeout(refresh, FIRST_REFRESH_DELAY_MS);
  onSignalBack(refresh);
  setInterval(refresh, WORKING_SET_REFRESH_MS);
  // A consultant who signs in, or accepts the terms, gets their working set at once.
  let wasKept = keepsWorkingSet();
  appStore.sub(userDetailsAtom, () => {
    const isKept = keepsWorkingSet();
    if (isKept && !wasKept) refresh();
    wasKept = isKept;
  });
}
