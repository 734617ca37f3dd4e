// Checks of the shape of a JSON value without a validation library: the farmer's page carries no
// zod, and neither does the staff app before its first paint, which reads the
// stored user with isUserDetails. Each check mirrors a zod schema of domain/; the farmer's
// answers.test.ts holds them to the same verdicts.
import type { UserDetails } from '../../domain/auth.ts';
import { ROLES } from '../../domain/roles.ts';

export type Check<T> = (value: unknown) => value is T;
export type Shape = Record<string, (value: unknown) => boolean>;

export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isInt = (value: unknown): value is number => Number.isInteger(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const nullable =
  (check: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    value === null || check(value);
export const optional =
  (check: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    value === undefined || check(value);
export const literal =
  (expected: unknown) =>
  (value: unknown): boolean =>
    value === expected;
export const arrayOf =
  (check: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    Array.isArray(value) && value.every(check);

export function shape<T>(fields: Shape): Check<T> {
  return (value: unknown): value is T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(fields).every(([key, check]) => check(record[key]));
  };
}

export const isUserDetails: Check<UserDetails> = shape({
  id: isInt,
  role: (value) => (ROLES as readonly unknown[]).includes(value),
  distributor: nullable(shape({ id: isInt, name: isString })),
  acceptedTos: isBoolean,
  clientKey: optional(isString),
  firstName: isString,
  lastName: isString,
  email: nullable(isString),
});
