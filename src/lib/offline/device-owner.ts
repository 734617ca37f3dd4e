// The phone holds only the signed-in user's data: the kept answers are wiped when the
// session ends on this device (signing out, or the server ending it), and the outbox when the
// person signs out, or when someone else signs in; an expired session keeps the outbox for the
// same person's next sign-in. The outbox is only ever sent under its owner's session.
import { appStore, deviceOwner, onSignOut, userDetailsAtom } from '../session.ts';
import { deviceKeptAnswers as keptAnswers } from './kept-answers.ts';
import { outbox, refreshOutbox } from './outbox-runtime.ts';

onSignOut(() => void keptAnswers.clear().catch(() => undefined));

let lastOwner: string | null = deviceOwner();
appStore.sub(userDetailsAtom, () => {
  const owner = deviceOwner();
  if (owner !== null && owner !== lastOwner) {
    // Another person's items leave the phone; the same person's stay.
    void outbox.forgetSent(owner).then(refreshOutbox, () => undefined);
  }
  if (owner !== null) lastOwner = owner;
});

/** Signing out by choice: nothing of this person stays on the phone. */
export async function forgetThisDevice(): Promise<void> {
  await Promise.all([keptAnswers.clear(), outbox.clear()]).catch(() => undefined);
  await refreshOutbox();
}
