// The partner form's text values and how a partner record fills them.
import type { PartnerDetail, PartnerType } from '../../../domain/partners.ts';

export interface PartnerFormValues extends Record<string, string> {
  type: string;
  name: string;
  taxId: string;
  contactName: string;
  phone: string;
  email: string;
  stateId: string;
  municipalityId: string;
  zoneId: string;
}

export function emptyPartnerValues(type: PartnerType): PartnerFormValues {
  return {
    type,
    name: '',
    taxId: '',
    contactName: '',
    phone: '',
    email: '',
    stateId: '',
    municipalityId: '',
    zoneId: '',
  };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function partnerValuesOf(partner: PartnerDetail): PartnerFormValues {
  return {
    type: partner.type,
    name: partner.name,
    taxId: text(partner.taxId),
    contactName: text(partner.contactName),
    phone: text(partner.phone),
    email: text(partner.email),
    stateId: text(partner.stateId),
    municipalityId: text(partner.municipalityId),
    zoneId: text(partner.zoneId),
  };
}

/** A form id ('' for none) as the picker's number or null. */
export function idOf(value: string): number | null {
  return value === '' ? null : Number(value);
}
