import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/app-routes.ts';
import { documentTitle, pageTitle } from './route-meta.ts';

describe('page titles', () => {
  it('calls /dashboard/users "Mi perfil" for a Consultant and "Usuarios" for managers', () => {
    expect(pageTitle(ROUTES.users, 'CONSULTANT')).toBe('Mi perfil');
    expect(pageTitle(ROUTES.users, 'SUPERVISOR')).toBe('Usuarios');
    expect(pageTitle(ROUTES.dkbonoDetail, 'CONSULTANT')).toBe('Detalle DKbono');
    expect(pageTitle(ROUTES.userForm, 'ADMIN', false)).toBe('Invitar usuario');
    expect(pageTitle(ROUTES.userForm, 'ADMIN', true)).toBe('Usuario');
    expect(pageTitle(ROUTES.productForm, 'ADMIN', false)).toBe('Nuevo producto');
  });

  it('names the browser tab after the page and the product', () => {
    expect(documentTitle('Lista de ventas')).toBe('Lista de ventas · Agroventas');
    expect(documentTitle('Agroventas')).toBe('Agroventas');
  });
});
