// The farmer's saved runs (and those waiting for signal); tapping one opens it in the form.
import { formatPesos } from '../../../../../domain/money-format.ts';
import { formatRoi } from '../../../../../domain/simulator-format.ts';
import { PRODUCTION_KIND_LABELS } from '../../../../../domain/production-kinds.ts';
import type { SimulationSummary } from '../../../../../domain/simulator-schemas.ts';
import { formatDate } from '../../../../lib/format.ts';
import type { PendingSave } from '../pending-saves.ts';
import { strings } from '../strings.ts';
import type { SavedRuns } from '../use-saved-runs.ts';

export interface SavedRunsListProps {
  runs: SavedRuns;
  pending: PendingSave[];
  onOpen: (run: SimulationSummary) => void;
}

function RunButton({ run, onOpen }: { run: SimulationSummary; onOpen: () => void }) {
  const name = run.name ?? strings.history.untitled;
  const meta = [
    formatDate(run.createdAt),
    PRODUCTION_KIND_LABELS[run.productionKind],
    `${run.hectares} ha`,
    strings.history.hybrids(run.scenarioCount),
  ].join(' · ');
  return (
    // Named by what it shows (WCAG 2.5.3, label in name). The spaces are not laid out in the grid
    // and the row; they keep the texts apart as words.
    <button type="button" className="sim-run" onClick={onOpen}>
      <span className="sim-run__main">
        <span className="sim-run__name">{name}</span> <span className="sim-run__meta">{meta}</span>
        {run.createdByName ? (
          <>
            {' '}
            <span className="sim-run__meta">{strings.history.by(run.createdByName)}</span>
          </>
        ) : null}
      </span>{' '}
      <span className="sim-run__margin">
        {formatPesos(run.margin)}
        <span className="sim-run__meta"> · {formatRoi(run.roi)}</span>
      </span>
    </button>
  );
}

export function SavedRunsList({ runs, pending, onOpen }: SavedRunsListProps) {
  return (
    <section className="sim-card sim-history" aria-labelledby="sim-history-title">
      <h2 className="sim-card__title" id="sim-history-title">
        {strings.sections.history}
      </h2>
      {runs.cachedAt ? <p className="sim-card__hint">{strings.history.cached}</p> : null}
      {runs.status === 'loading' ? <p className="sim-note">{strings.history.loading}</p> : null}
      {runs.status === 'failed' && pending.length === 0 ? (
        <p className="sim-banner sim-banner--error" role="alert">
          {runs.error ?? strings.history.failed}{' '}
          <button type="button" className="sim-button sim-button--quiet" onClick={runs.reload}>
            {strings.retry}
          </button>
        </p>
      ) : null}
      {runs.status === 'ready' && runs.items.length === 0 && pending.length === 0 ? (
        <p className="sim-note">{strings.history.empty}</p>
      ) : null}
      <ul className="sim-runs">
        {pending.map((save) => (
          <li key={save.key}>
            <div className="sim-run sim-run--pending">
              <span className="sim-run__main">
                <span className="sim-run__name">{save.body.name || strings.history.untitled}</span>
                <span className="sim-run__meta">{strings.save.pending(1)}</span>
              </span>
            </div>
          </li>
        ))}
        {runs.items.map((run) => (
          <li key={run.id}>
            <RunButton run={run} onOpen={() => onOpen(run)} />
          </li>
        ))}
      </ul>
      {runs.hasMore ? (
        <button
          type="button"
          className="sim-button sim-button--block"
          disabled={runs.isLoadingMore}
          onClick={runs.loadMore}
        >
          {strings.history.more}
        </button>
      ) : null}
    </section>
  );
}
