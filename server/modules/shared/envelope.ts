// The success body of docs/design.md §4, as a zod schema for route responses: { data: <payload> }.
import { z } from 'zod';

export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}
