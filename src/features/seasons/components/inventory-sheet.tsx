// The inventory of one season as an editable sheet: the season's totals, a row per product (search,
// filter, sort and pages from the address, applied here since the whole catalogue comes at once),
// and a save bar while there are changes. Typed allocations survive paging and filtering.
import { useQuery } from '@tanstack/react-query';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { InventoryRow } from '../../../../domain/seasons.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { ListPagination } from '../../../lib/ui/list-pagination.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../../../lib/ui/list-states.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import type { ListViewControls } from '../../../lib/use-list-view.ts';
import { allocateSeasonInventory } from '../api/allocate-season-inventory.ts';
import {
  changedAllocations,
  hasDraftProblems,
  refusalsByProduct,
  totalsOf,
  visibleRows,
  type Drafts,
} from '../inventory-drafts.ts';
import type { InventoryFilters, InventorySort } from '../list-query.ts';
import { seasonStrings } from '../strings.ts';
import { InventoryBar, InventoryLegend } from './inventory-bar.tsx';
import { queryState } from '../../../lib/query-state.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { inventoriesChanged, seasonKeys, seasonQueries } from '../queries.ts';
import { InventoryRowView } from './inventory-row.tsx';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes.ts';

const useStyles = makeStyles({
  totals: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  totalsTitle: { fontWeight: tokens.fontWeightSemibold },
  rows: { margin: 0, padding: 0, listStyleType: 'none' },
  saveBar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  saveActions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 480px)': { width: '100%', '& > *': { flex: '1 1 0' }, '& button': { width: '100%' } },
  },
  saveState: { color: tokens.colorNeutralForeground2 },
  saveProblem: { color: tokens.colorPaletteRedForeground1 },
});

const text = seasonStrings.inventory;

export interface InventorySheetProps {
  seasonId: number;
  list: ListViewControls<InventoryFilters, InventorySort>;
}

export function InventorySheet({ seasonId, list }: InventorySheetProps) {
  const styles = useStyles();
  // The answer of a save replaces what was loaded, in the cache (queries.ts).
  const load = queryState(useQuery(seasonQueries.inventory(seasonId)));
  const [drafts, setDrafts] = useState<Drafts>(new Map());
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  // Allocations typed but not saved: leaving the page asks first.
  useUnsavedChanges(load.status === 'ready' && changedAllocations(load.data.items, drafts).length > 0);

  if (load.status === 'loading') return <ListSkeleton label={text.loading} />;
  if (load.status === 'failed')
    return <ListError title={text.loadFailed} message={load.message} onRetry={load.retry} />;
  const rows: InventoryRow[] = load.data.items;

  const { view } = list;
  const shown = visibleRows(rows, view.filters, view.sort);
  const pages = Math.max(1, Math.ceil(shown.length / view.size));
  const page = Math.min(view.page, pages);
  const pageRows = shown.slice((page - 1) * view.size, page * view.size);
  const changes = changedAllocations(rows, drafts);
  const hasProblems = hasDraftProblems(rows, drafts);
  const canSave = changes.length > 0 && !hasProblems && !isSaving;

  const setDraft = (productId: number, value: string) => {
    const next = new Map(drafts);
    next.set(productId, value);
    setDrafts(next);
    if (refusals.has(productId)) {
      const rest = new Map(refusals);
      rest.delete(productId);
      setRefusals(rest);
    }
  };
  const discard = () => {
    setDrafts(new Map());
    setRefusals(new Map());
    setFormError(null);
  };
  const save = async () => {
    setSaving(true);
    setFormError(null);
    try {
      const saved = await allocateSeasonInventory(seasonId, { items: changes });
      queryClient.setQueryData(seasonKeys.inventory(seasonId), saved);
      setDrafts(new Map());
      setRefusals(new Map());
      showToast({ severity: 'success', summary: text.saved(changes.length) });
    } catch (error) {
      setFormError(errorMessage(error));
      setRefusals(refusalsByProduct(changes, isApiError(error) ? (error.details ?? []) : []));
      // Sales may have moved the figures since the sheet was read: show the current ones.
      if (isApiError(error) && error.statusCode === 409) {
        void inventoriesChanged();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <section className={styles.totals} aria-label={text.totals}>
        <Text className={styles.totalsTitle}>{text.totals}</Text>
        <InventoryBar figures={totalsOf(rows)} />
        <InventoryLegend figures={totalsOf(rows)} withAllocated />
      </section>
      <FormError title={text.refused} message={formError} />
      {shown.length === 0 ? (
        <ListEmpty
          message={list.isFiltered && rows.length > 0 ? text.empty : text.nothingYet}
          canClearFilters={Boolean(view.filters.q || view.filters.low)}
          onClearFilters={() => list.setFilters({ seasonId: view.filters.seasonId })}
        />
      ) : (
        <ul className={styles.rows} aria-label={text.label}>
          {pageRows.map((row) => (
            <InventoryRowView
              key={row.productId}
              row={row}
              draft={drafts.get(row.productId)}
              refusal={refusals.get(row.productId)}
              onDraftChange={(value) => setDraft(row.productId, value)}
            />
          ))}
        </ul>
      )}
      <ListPagination
        meta={{ page, size: view.size, totalPages: pages, totalRecords: shown.length, countKind: 'exact' }}
        page={page}
        size={view.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
      />
      {drafts.size > 0 ? (
        <div className={styles.saveBar} role="region" aria-label={text.save}>
          <Text role="status" className={hasProblems ? styles.saveProblem : styles.saveState}>
            {hasProblems ? text.fixFirst : text.changes(changes.length)}
          </Text>
          <div className={styles.saveActions}>
            <Button disabled={isSaving} onClick={discard}>
              {text.discard}
            </Button>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (canSave) void save();
              }}
            >
              <SubmitButton isSubmitting={isSaving} submittingLabel={text.saving} disabled={!canSave}>
                {text.save}
              </SubmitButton>
            </form>
          </div>
        </div>
      ) : null}
    </>
  );
}
