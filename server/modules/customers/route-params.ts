// What every customers route shares: its OpenAPI tag and the `:id` path parameter.
import { z } from 'zod';
import { pathIdSchema } from '../../http/route-params.ts';

export const TAGS = ['Clientes'];
export const clientParams = z.object({ id: pathIdSchema });
