// The id in a record's path (`/sales/:id`): decimal digits only (recordIdSchema), so a
// record has one address. "/sales/0x14", "/sales/20.0", "/sales/20e0" and "/sales/+20" are 400
// instead of sale 20; an id past PostgreSQL's integer is 400 too, never a database error.
import { recordIdSchema } from '../../domain/numbers.ts';

export const pathIdSchema = recordIdSchema('El identificador no es válido: escríbelo solo con dígitos.');
