// The messages list's view in the URL: search, status, page, size and sort.
import {
  MESSAGE_SORTS,
  MESSAGE_STATUSES,
  type MessageSort,
  type MessageStatus,
} from '../../../domain/messages.ts';
import { queryValue, type ListViewSpec } from '../../lib/list-view.ts';

export type MessageFilters = { q?: string; status?: MessageStatus };

export const MESSAGES_VIEW: ListViewSpec<MessageFilters, MessageSort> = {
  sorts: MESSAGE_SORTS,
  defaultSort: 'activeFrom:desc',
  readFilters: (params) => ({
    q: queryValue.text(params.get('q')),
    status: queryValue.oneOf(MESSAGE_STATUSES, params.get('status')),
  }),
};
