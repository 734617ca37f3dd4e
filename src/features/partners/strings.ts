// Texts of the partners pages, in Spanish (Mexico).
import type { PartnerType } from '../../../domain/partners.ts';
import { PARTNER_TYPE_LABELS } from '../../../domain/partners.ts';

export const partnerStrings = {
  tabs: { label: 'Tipos de socio' },
  toolbar: {
    create: (type: PartnerType) => `Nuevo ${PARTNER_TYPE_LABELS[type].singular.toLowerCase()}`,
  },
  filters: {
    label: 'Filtros',
    search: 'Buscar',
    searchPlaceholder: 'Nombre, RFC, contacto o correo',
    status: 'Estado',
    anyStatus: 'Todos',
    active: 'Activos',
    inactive: 'Inactivos',
    zone: 'Zona',
    anyZone: 'Todas las zonas',
  },
  columns: {
    name: 'Nombre',
    contact: 'Contacto',
    location: 'Ubicación',
    state: 'Estado',
    zone: 'Zona',
    status: 'Situación',
    actions: 'Acciones',
  },
  status: { active: 'Activo', inactive: 'Inactivo' },
  noZone: 'Sin zona',
  edit: (name: string) => `Editar ${name}`,
  list: (type: PartnerType) => {
    const plural = PARTNER_TYPE_LABELS[type].plural.toLowerCase();
    return {
      loading: `Cargando ${plural}…`,
      loadFailed: `No se pudieron cargar los ${plural}`,
      empty: 'Ningún socio coincide con los filtros.',
      nothingYet: `Aún no hay ${plural} registrados.`,
    };
  },
  form: {
    sections: { partner: 'Datos del socio', contact: 'Contacto', location: 'Ubicación y zona' },
    type: 'Tipo de socio',
    name: 'Nombre o razón social',
    taxId: 'RFC (opcional)',
    contactName: 'Persona de contacto (opcional)',
    phone: 'Teléfono (opcional)',
    phoneHint: '10 dígitos, por ejemplo 33 1234 5678',
    email: 'Correo electrónico (opcional)',
    zone: 'Zona',
    noZone: 'Sin zona (solo administradores)',
    pickZone: 'Elige una zona',
    zoneHint: 'Se propone la zona del estado elegido.',
    ownZone: 'Tu zona',
    ownZoneHint: 'Los socios que registras quedan en tu zona.',
    active: 'Activo',
    activeHint:
      'Un socio inactivo deja de ofrecerse al asignar distribuidores; sus usuarios y ventas lo conservan.',
    usage: (users: number, sales: number) =>
      `Asignado a ${users} ${users === 1 ? 'usuario' : 'usuarios'} y registrado en ${sales} ${sales === 1 ? 'venta' : 'ventas'}: su tipo ya no puede cambiar. Si dejan de trabajar con él, desactívalo.`,
    readOnly: 'Solo lectura: tu rol puede consultar los socios, no modificarlos.',
    cancel: 'Cancelar',
    back: 'Volver a la lista',
    backToList: (type: PartnerType) => `Volver a ${PARTNER_TYPE_LABELS[type].plural.toLowerCase()}`,
    create: 'Registrar socio',
    save: 'Guardar cambios',
    submitting: 'Guardando…',
    refused: 'No se pudo guardar el socio',
    created: (name: string) => `Se registró ${name}.`,
    updated: (name: string) => `Se guardaron los cambios de ${name}.`,
  },
} as const;
