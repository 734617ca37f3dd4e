// A distributor as the partner API lists it, for the page tests that show or choose a partner.
import type { Partner } from '../../../domain/partners.ts';

export const DEMO_DISTRIBUTOR: Partner = {
  id: 7,
  type: 'DISTRIBUTOR',
  name: 'Agroinsumos de los Altos',
  taxId: 'AAL0803127K4',
  contactName: 'Rodolfo Gutiérrez',
  phone: '3787812045',
  email: 'ventas@agroaltos.com.mx',
  stateId: 14,
  stateName: 'Jalisco',
  municipalityId: 102,
  municipalityName: 'Tepatitlán de Morelos',
  zoneId: 3,
  zoneName: 'Occidente-Bajío',
  active: true,
  version: 4,
};
