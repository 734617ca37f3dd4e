// Microsoft sign-in (docs/requirements.md §7 POST /auth/{product}, docs/design.md §10): the token names an Entra identity; the
// identity names a staff account (tenant + object id, never the address alone). An invited account is
// linked on its first sign-in; a newcomer becomes a PENDING account an administrator must approve.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { writeAudit } from '../modules/shared/audit.ts';
import { notify } from '../modules/notifications/notify.ts';
import {
  findByEmails,
  findByMicrosoftIdentity,
  insertPendingUser,
  linkMicrosoftIdentity,
  type MicrosoftAccount,
} from './microsoft-repository.ts';
import type { MicrosoftSettings } from './microsoft-settings.ts';
import { identifyMicrosoftToken, type MicrosoftIdentity } from './microsoft-token.ts';

const MICROSOFT_SIGN_IN_DISABLED = 'El inicio de sesión con Microsoft no está habilitado en este servidor.';
const PENDING_REQUEST_RECORDED =
  'Registramos tu solicitud de acceso. Un administrador debe aprobar tu cuenta antes de que puedas entrar.';
const IDENTITY_TAKEN =
  'Tu correo ya está vinculado a otra cuenta de Microsoft. Pide ayuda a un administrador.';
const REJECTED = 'Tu solicitud de acceso fue rechazada. Pide ayuda a un administrador.';

type Outcome = { kind: 'existing'; account: MicrosoftAccount } | { kind: 'created'; userId: number };

function nameOf(identity: MicrosoftIdentity, email: string): { firstName: string; lastName: string } {
  const words = (identity.displayName ?? '').split(/\s+/).filter(Boolean);
  return {
    firstName: (identity.givenName ?? words[0] ?? email.split('@')[0] ?? email).slice(0, 100),
    lastName: (identity.familyName ?? words.slice(1).join(' ')).slice(0, 100),
  };
}

async function accountFor(db: Kysely<Database>, identity: MicrosoftIdentity, ip: string): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const known = await findByMicrosoftIdentity(trx, identity.tenantId, identity.objectId);
    if (known) return { kind: 'existing', account: known };

    const byEmail = await findByEmails(trx, identity.emails);
    const invited = byEmail.find((account) => account.ms_object_id === null);
    if (invited && (await linkMicrosoftIdentity(trx, invited.id, identity.tenantId, identity.objectId))) {
      await writeAudit(trx, {
        actorUserId: invited.id,
        action: 'auth.microsoft-link',
        entity: 'users',
        entityId: invited.id,
        after: { msTenantId: identity.tenantId, msObjectId: identity.objectId },
        ip,
      });
      return { kind: 'existing', account: { ...invited, ms_object_id: identity.objectId } };
    }
    if (byEmail.length > 0) throw new AppError('CONFLICT', IDENTITY_TAKEN);

    const email = identity.emails[0];
    if (!email) throw new AppError('INVALID_MS_TOKEN');
    const name = nameOf(identity, email);
    const userId = await insertPendingUser(trx, {
      email,
      ...name,
      tenantId: identity.tenantId,
      objectId: identity.objectId,
    });
    if (userId === undefined) {
      // A simultaneous first sign-in of the same person created it a moment ago.
      const created = await findByMicrosoftIdentity(trx, identity.tenantId, identity.objectId);
      if (created) return { kind: 'existing', account: created };
      throw new AppError('CONFLICT', IDENTITY_TAKEN);
    }
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'auth.microsoft-pending',
      entity: 'users',
      entityId: userId,
      after: { email, ...name, status: 'PENDING' },
      ip,
    });
    // Raised once, by the sign-in that created the account; later attempts only hear it is pending.
    await notify(trx, {
      kind: 'USER_PENDING_APPROVAL',
      userId,
      name: `${name.firstName} ${name.lastName}`.trim(),
      zoneId: null,
    });
    return { kind: 'created', userId };
  });
}

/** Returns the id of the active staff account the Microsoft token belongs to, or refuses in Spanish. */
export async function authenticateWithMicrosoft(
  db: Kysely<Database>,
  settings: MicrosoftSettings | null,
  msToken: string,
  ip: string,
): Promise<number> {
  if (!settings) throw new AppError('BAD_REQUEST', MICROSOFT_SIGN_IN_DISABLED);
  const identity = await identifyMicrosoftToken(msToken, settings);
  const outcome = await accountFor(db, identity, ip);
  if (outcome.kind === 'created') throw new AppError('ACCOUNT_PENDING', PENDING_REQUEST_RECORDED);
  const { account } = outcome;
  switch (account.status) {
    case 'ACTIVE':
      return account.id;
    case 'PENDING':
      throw new AppError('ACCOUNT_PENDING');
    case 'DISABLED':
      throw new AppError('ACCOUNT_DISABLED');
    case 'REJECTED':
      throw new AppError('FORBIDDEN', REJECTED);
  }
}
