// Zod's own messages (a schema without a message of ours: a missing version, an id in the address,
// a sort or size out of range) in Spanish, on the server and in the app. Imported once by each
// entry point for its side effect; our schemas' own messages still take precedence.
import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

z.config(es());
