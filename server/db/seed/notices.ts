// A message from the office to the consultants, and a few notifications, so the notification
// bell and the message banner have something to show in the demo.
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';
import { addDays } from './dates.ts';

export async function insertNotices(
  trx: Transaction<Database>,
  now: Date,
  users: Map<string, number>,
  openSeasonName: string,
): Promise<void> {
  const id = (email: string) => users.get(email) ?? 0;
  await trx
    .insertInto('messages')
    .values({
      title: `Arranque del ciclo ${openSeasonName}`,
      body: `Ya está abierta la captura de ventas del ciclo ${openSeasonName}. Revisa el inventario disponible antes de comprometer entregas y registra los pagos de Dkbonos el mismo día que los recibas.`,
      audience_roles: ['CONSULTANT'],
      active_from: addDays(now, -1),
      active_to: addDays(now, 30),
      created_by: id('admin@agroventas.mx'),
    })
    .execute();
  await trx
    .insertInto('notifications')
    .values([
      {
        user_id: id('admin@agroventas.mx'),
        kind: 'USER_PENDING',
        title: 'Usuarios por aprobar',
        body: 'Hay 3 usuarios nuevos esperando que les asignes un rol.',
        link: '/dashboard/users/pending-list',
        created_at: addDays(now, -2),
      },
      {
        user_id: id('coordinador@agroventas.mx'),
        kind: 'CLIENT_PENDING',
        title: 'Clientes registrados',
        body: 'Un agricultor se registró por su cuenta y espera la asignación de un consultor.',
        link: '/dashboard/customers',
        created_at: addDays(now, -3),
      },
      {
        user_id: id('consultor@agroventas.mx'),
        kind: 'MESSAGE',
        title: `Arranque del ciclo ${openSeasonName}`,
        body: 'Ya está abierta la captura de ventas del ciclo.',
        link: null,
        created_at: addDays(now, -1),
      },
      {
        user_id: id('consultor2@agroventas.mx'),
        kind: 'MESSAGE',
        title: `Arranque del ciclo ${openSeasonName}`,
        body: 'Ya está abierta la captura de ventas del ciclo.',
        link: null,
        created_at: addDays(now, -1),
        read_at: now,
      },
    ])
    .execute();
}
