// Authentication endpoints (SPEC §7). Filled in by the auth work.
import type { FastifyInstance } from 'fastify';

export async function authRoutes(_app: FastifyInstance): Promise<void> {}
