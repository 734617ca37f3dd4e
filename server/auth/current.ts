// Who is calling, for handlers behind an access declaration: the gate has already refused anonymous
// callers, so these only narrow the type (and fail closed if a route was declared too loosely).
import type { FastifyRequest } from 'fastify';
import { isStaffRole } from '../../domain/roles.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthContext } from './sessions.ts';

export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

export type StaffAuthContext = AuthContext & { userId: number };

export function signedInStaff(request: FastifyRequest): StaffAuthContext {
  const auth = signedIn(request);
  if (auth.userId === null || !isStaffRole(auth.role)) throw new AppError('FORBIDDEN');
  return { ...auth, userId: auth.userId };
}
