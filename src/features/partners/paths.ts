// Addresses of the partner pages built from the route table (domain/app-routes.ts), never typed by hand.
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';
import type { PartnerType } from '../../../domain/partners.ts';

export const partnersListPath = (type: PartnerType) => generatePath(ROUTES.partners.path, { type });
export const partnerEditPath = (id: number) => generatePath(ROUTES.partnerEdit.path, { id: String(id) });
/** The new partner's type comes preselected from the tab the user was on. */
export const partnerCreatePath = (type: PartnerType) =>
  `${generatePath(ROUTES.partnerCreate.path, {})}?type=${type}`;
