// What every customers route shares: its OpenAPI tag and the `:id` path parameter.
import { z } from 'zod';

export const TAGS = ['Clientes'];
export const clientParams = z.object({ id: z.coerce.number().int().positive() });
