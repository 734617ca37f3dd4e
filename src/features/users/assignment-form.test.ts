import { describe, expect, it } from 'vitest';
import { validateForm } from '../../lib/forms/validate-form.ts';
import {
  applicableAssignment,
  approveFormSchema,
  assignmentValuesOf,
  inviteFormSchema,
} from './assignment-form.ts';

describe('the assignment of the user forms', () => {
  const consultant = { role: 'CONSULTANT', zoneId: '2', supervisorId: '5', distributorId: '7' };

  it('sends a consultant with zone, supervisor and distributor as numbers', () => {
    expect(validateForm(approveFormSchema, consultant)).toEqual({
      ok: true,
      data: { role: 'CONSULTANT', zoneId: 2, supervisorId: 5, distributorId: 7 },
    });
  });

  it('drops what the chosen role does not use instead of refusing a hidden field', () => {
    expect(validateForm(approveFormSchema, { ...consultant, role: 'SUPERVISOR' })).toEqual({
      ok: true,
      data: { role: 'SUPERVISOR', zoneId: 2 },
    });
    expect(validateForm(approveFormSchema, { ...consultant, role: 'ADMIN' })).toEqual({
      ok: true,
      data: { role: 'ADMIN' },
    });
  });

  it('asks for a role, and for a zone when the role needs one, field by field', () => {
    expect(
      validateForm(approveFormSchema, { role: '', zoneId: '', supervisorId: '', distributorId: '' }),
    ).toEqual({
      ok: false,
      errors: { role: 'Elige un rol.' },
    });
    expect(
      validateForm(approveFormSchema, {
        role: 'COORDINATOR',
        zoneId: '',
        supervisorId: '',
        distributorId: '',
      }),
    ).toEqual({
      ok: false,
      errors: { zoneId: 'Elige una zona.' },
    });
  });

  it('checks the person of an invitation with the same rules as the server', () => {
    const result = validateForm(inviteFormSchema, {
      email: 'no-es-correo',
      firstName: '',
      lastName: 'Pérez',
      phone: '12',
      ...consultant,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'Escribe un correo electrónico válido.',
        firstName: 'El nombre es obligatorio.',
        phone: 'Escribe un teléfono de 10 dígitos.',
      },
    });
  });

  it('leaves anything that is not an object to fail validation', () => {
    expect(applicableAssignment(null)).toBeNull();
    expect(assignmentValuesOf({ role: null, zoneId: null, supervisorId: 3, distributorId: null })).toEqual({
      role: '',
      zoneId: '',
      supervisorId: '3',
      distributorId: '',
    });
  });
});
