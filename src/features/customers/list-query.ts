// The customer list's view in the URL query (src/lib/list-view.ts): a search by name, phone, e-mail
// or RFC, status, state and consultant, with the list's sorts.
import {
  CLIENT_STATUSES,
  CUSTOMER_SORTS,
  DEFAULT_CUSTOMER_SORT,
  type ClientStatus,
  type CustomerSort,
} from '../../../domain/customers.ts';
import { hideableColumns } from '../../../domain/saved-views.ts';
import { queryValue, type ListViewSpec } from '../../lib/list-view.ts';

export type CustomerFilters = {
  q?: string;
  status?: ClientStatus;
  stateId?: number;
  consultantId?: number;
};

export const CUSTOMER_LIST_VIEW: ListViewSpec<CustomerFilters, CustomerSort> = {
  sorts: CUSTOMER_SORTS,
  defaultSort: DEFAULT_CUSTOMER_SORT,
  hideableColumns: hideableColumns('customers'),
  readFilters: (params) => ({
    q: queryValue.text(params.get('q')),
    status: queryValue.oneOf(CLIENT_STATUSES, params.get('status')),
    stateId: queryValue.positiveInt(params.get('stateId')),
    consultantId: queryValue.positiveInt(params.get('consultantId')),
  }),
};
