// The sub-pages of a dashboard section shown as tabs above the page (Ubicaciones, Parámetros): the
// side menu leads to a section's first page, the tabs to the others. Only pages the role may open.
import { matchPath } from 'react-router-dom';
import { ROUTES, canOpen, type RouteMeta } from '../../../domain/app-routes.ts';
import type { Role } from '../../../domain/roles.ts';

export interface SectionTab {
  meta: RouteMeta;
  label: string;
  /** A shorter name for a phone, where the section's names would not fit on one row. */
  short?: string;
}

interface Section {
  label: string;
  tabs: readonly SectionTab[];
}

const SECTIONS: readonly Section[] = [
  {
    label: 'Secciones de ubicaciones',
    tabs: [
      { meta: ROUTES.zones, label: 'Zonas' },
      { meta: ROUTES.stateZonesLocalities, label: 'Estados, zonas y localidades' },
    ],
  },
  {
    label: 'Secciones de parámetros',
    tabs: [
      { meta: ROUTES.productTypes, label: 'Tipos de producto', short: 'Tipos' },
      { meta: ROUTES.simulatorParams, label: 'Parámetros del simulador', short: 'Simulador' },
      { meta: ROUTES.messages, label: 'Mensajes' },
    ],
  },
];

export interface OpenSection {
  label: string;
  tabs: SectionTab[];
  /** The path of the tab shown now. */
  current: string;
}

/** The section whose tab the address shows, with the tabs the role may open; null when none or one. */
export function sectionAt(pathname: string, role: Role | undefined): OpenSection | null {
  for (const section of SECTIONS) {
    const current = section.tabs.find((tab) => matchPath(tab.meta.path, pathname));
    if (!current) continue;
    const tabs = section.tabs.filter((tab) => canOpen(tab.meta, role));
    return tabs.length > 1 ? { label: section.label, tabs, current: current.meta.path } : null;
  }
  return null;
}
