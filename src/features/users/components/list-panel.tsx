// The card around a users list: filters on top, then the skeleton, the error with a retry, the empty
// state or the rows, and the pagination.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { PageMeta } from '../../../../domain/pagination.ts';
import type { UserListItem } from '../../../../domain/users.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../../lib/ui/list-states.tsx';
import { ListPagination } from '../../../lib/ui/list-pagination.tsx';
import type { UserListView } from '../list-query.ts';
import type { PageLoad } from '../use-page-load.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
  },
});

export interface ListPanelProps {
  load: PageLoad<UserListItem>;
  meta: PageMeta;
  view: UserListView;
  isFiltered: boolean;
  texts: { loading: string; loadFailed: string; empty: string; nothingYet: string };
  filters: ReactNode;
  onReload: () => void;
  onShow: (view: UserListView) => void;
  children: (users: UserListItem[]) => ReactNode;
}

export function ListPanel({
  load,
  meta,
  view,
  isFiltered,
  texts,
  filters,
  onReload,
  onShow,
  children,
}: ListPanelProps) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      {filters}
      {load.status === 'loading' ? <ListSkeleton label={texts.loading} /> : null}
      {load.status === 'failed' ? (
        <ListError title={texts.loadFailed} message={load.message} onRetry={onReload} />
      ) : null}
      {load.status === 'ready' && load.page.data.length === 0 ? (
        <ListEmpty
          message={isFiltered ? texts.empty : texts.nothingYet}
          canClearFilters={isFiltered}
          onClearFilters={() => onShow({ ...view, filters: {}, page: 1 })}
        />
      ) : null}
      {load.status === 'ready' && load.page.data.length > 0 ? children(load.page.data) : null}
      <ListPagination
        meta={meta}
        page={view.page}
        size={view.size}
        onPageChange={(next) => onShow({ ...view, page: next })}
        onSizeChange={(size) => onShow({ ...view, size, page: 1 })}
      />
    </div>
  );
}
