// zod with its own messages in Spanish (a schema without a message of ours: a missing version, an
// id in the address, a sort or size out of range). Every schema of domain/ is built from this `z`,
// so the messages are Spanish wherever a schema is loaded (the server, or a form of the app, which
// loads its schemas with the page: the frame before the first paint has no zod); our
// schemas' own messages still take precedence.
import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

z.config(es());

export { z };
