import { describe, expect, it } from 'vitest';
import { navEntriesFor, selectedEntryPath } from './nav-entries.ts';

const labels = (role: Parameters<typeof navEntriesFor>[0]) => navEntriesFor(role).map((entry) => entry.label);

describe('side navigation entries (only what the role may open)', () => {
  it('shows an Admin every area', () => {
    expect(labels('ADMIN')).toEqual([
      'Resumen de temporada',
      'Notificaciones',
      'Usuarios',
      'Clientes',
      'Productos',
      'Ventas',
      'Socios',
      'Temporadas',
      'Ubicaciones',
      'Simulador',
      'Parámetros',
    ]);
  });

  it('hides products, locations and parameters from Coordinators and Supervisors', () => {
    const managers = [
      'Resumen de temporada',
      'Notificaciones',
      'Usuarios',
      'Clientes',
      'Ventas',
      'Socios',
      'Temporadas',
      'Simulador',
    ];
    expect(labels('COORDINATOR')).toEqual(managers);
    expect(labels('SUPERVISOR')).toEqual(managers);
  });

  it('gives a Consultant its profile instead of the user list, and no partners nor season overview', () => {
    expect(labels('CONSULTANT')).toEqual([
      'Notificaciones',
      'Mi perfil',
      'Clientes',
      'Ventas',
      'Temporadas',
      'Simulador',
    ]);
  });

  it('shows nothing to a Farmer or a visitor', () => {
    expect(labels('FARMER')).toEqual([]);
    expect(labels(undefined)).toEqual([]);
  });

  it('marks the area of the page shown, also on its sub-pages', () => {
    const entries = navEntriesFor('ADMIN');
    expect(selectedEntryPath(entries, '/dashboard/sales/sale/12')).toBe('/dashboard/sales/list/sale');
    expect(selectedEntryPath(entries, '/dashboard/locations/state-zones-localities')).toBe(
      '/dashboard/locations/zones',
    );
    expect(selectedEntryPath(entries, '/dashboard/params/message')).toBe('/dashboard/params/product-type');
    expect(selectedEntryPath(entries, '/dashboard/overview/3')).toBe('/dashboard/overview');
    expect(selectedEntryPath(entries, '/simulator')).toBeUndefined();
  });
});
