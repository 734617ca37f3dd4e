// The filters over the messages list: a search over title and text, and the status.
import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import { MESSAGE_STATUSES, MESSAGE_STATUS_LABELS } from '../../../../domain/messages.ts';
import { SearchFilterBar } from '../../../lib/ui/search-filter-bar.tsx';
import type { MessageFilters } from '../messages-view.ts';
import { messageStrings } from '../strings.ts';

const text = messageStrings.filters;
const ANY = '';

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%' } });

export function MessageListFilters({
  filters,
  onChange,
}: {
  filters: MessageFilters;
  onChange: (filters: MessageFilters) => void;
}) {
  const styles = useStyles();
  return (
    <SearchFilterBar text={text} filters={filters} onChange={onChange}>
      <Field label={text.status}>
        <Dropdown
          className={styles.control}
          value={filters.status ? MESSAGE_STATUS_LABELS[filters.status] : text.anyStatus}
          selectedOptions={[filters.status ?? ANY]}
          onOptionSelect={(_, data) =>
            onChange({ ...filters, status: MESSAGE_STATUSES.find((status) => status === data.optionValue) })
          }
        >
          <Option value={ANY}>{text.anyStatus}</Option>
          {MESSAGE_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {MESSAGE_STATUS_LABELS[status]}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </SearchFilterBar>
  );
}
