// The farmer simulator once signed in and loaded: the form on the left (on a phone, on top), the
// answer recomputed on every keystroke with the shared math, the comparison, saving (queued
// without signal) and the saved runs.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UserDetails } from '../../../../domain/auth.ts';
import type { Role } from '../../../../domain/roles.ts';
import type { ProductionKind } from '../../../../domain/simulator-params.ts';
import type { SimulationSummary } from '../../../../domain/simulator-schemas.ts';
import { getSavedRun, saveRun, type StartingPoint } from './api.ts';
import { ComparisonTable } from './components/comparison-table.tsx';
import { FieldInputs } from './components/field-inputs.tsx';
import { HybridList } from './components/hybrid-list.tsx';
import { ResultsPanel } from './components/results-panel.tsx';
import { SavePanel, type SavePanelProps } from './components/save-panel.tsx';
import { SavedRunsList } from './components/saved-runs.tsx';
import { StatusBanner, type Notice } from './components/status-banner.tsx';
import { SummaryBar } from './components/summary-bar.tsx';
import {
  addHybrid,
  draftFor,
  draftFromSaved,
  pickHybrid,
  rekeyed,
  removeHybrid,
  setHybridField,
  setShared,
  type FarmerDraft,
} from './draft.ts';
import { evaluateDraft } from './evaluate.ts';
import { HttpError, NetworkError, failureMessage } from './http.ts';
import { newIdempotencyKey, pendingSavesOf, queueSave, sendPendingSaves } from './pending-saves.ts';
import { startingDraft, withVoucher } from './prefill.ts';
import { forgetDraft, readStoredDraft, storeDraft } from './stored-draft.ts';
import { strings } from './strings.ts';
import { useSavedRuns } from './use-saved-runs.ts';
import { voucherCreditFor } from './voucher-link.ts';

export interface FarmerSimulatorProps {
  user: UserDetails;
  role: Role;
  start: StartingPoint;
  /** The code of a Dkbono's short link the page was opened with: its credit is filled in. */
  voucherCode?: string | null;
  /** A call answered 401: the app shows the message and sends the farmer to sign in. */
  onSessionEnded: () => void;
}

const isSessionEnd = (error: unknown) => error instanceof HttpError && error.status === 401;

export function FarmerSimulator({
  user,
  role,
  start,
  voucherCode = null,
  onSessionEnded,
}: FarmerSimulatorProps) {
  const { params, hybrids } = start;
  const owner = `${role}:${user.id}`;
  // Where "Volver a los valores iniciales" goes: the farm's values, then the Dkbono's once it is
  // read.
  const [initial, setInitial] = useState(() => startingDraft(params, hybrids, start.farm));
  const [stored] = useState(() => readStoredDraft(owner));
  const [draft, setDraft] = useState<FarmerDraft>(() => stored?.draft ?? initial);
  // The link whose Dkbono is already in the draft (a reload of the same link keeps the farmer's
  // changes).
  const appliedVoucher = useRef(stored?.voucher ?? null);
  const [isTouched, setTouched] = useState(false);
  const evaluation = useMemo(() => evaluateDraft(draft, hybrids), [draft, hybrids]);
  const [saveMessage, setSaveMessage] = useState<SavePanelProps['message']>(null);
  const [isSaving, setSaving] = useState(false);
  const [pending, setPending] = useState(() => pendingSavesOf(owner));
  const [notice, setNotice] = useState<Notice | null>(
    stored ? { tone: 'info', text: strings.memory.restored } : null,
  );
  const onFailure = useCallback(
    (error: unknown) => (isSessionEnd(error) ? onSessionEnded() : undefined),
    [onSessionEnded],
  );
  const runs = useSavedRuns(onFailure);
  const { reload } = runs;

  // Saves queued without signal go out now and whenever the signal returns.
  useEffect(() => {
    let isCurrent = true;
    const flush = () =>
      void sendPendingSaves(owner, (save) => saveRun(save.body, save.key)).then((sent) => {
        if (!isCurrent) return;
        setPending(pendingSavesOf(owner));
        if (sent === 0) return;
        setSaveMessage({ kind: 'success', text: strings.save.sent(sent) });
        reload();
      });
    flush();
    window.addEventListener('online', flush);
    return () => {
      isCurrent = false;
      window.removeEventListener('online', flush);
    };
  }, [owner, reload]);

  // The Dkbono of the link the page was opened with: its hybrids, bags and credit come in, once.
  useEffect(() => {
    if (!voucherCode) return;
    let isCurrent = true;
    void voucherCreditFor(voucherCode).then((outcome) => {
      if (!isCurrent) return;
      if (outcome.kind === 'session-ended') return onSessionEnded();
      if (outcome.kind === 'applied') {
        setInitial((base) => withVoucher(base, outcome.voucher, params, hybrids));
        if (appliedVoucher.current === voucherCode) return;
        appliedVoucher.current = voucherCode;
        setDraft((current) => withVoucher(current, outcome.voucher, params, hybrids));
        setTouched(true);
      }
      setNotice(outcome.notice);
    });
    return () => {
      isCurrent = false;
    };
  }, [voucherCode, onSessionEnded, params, hybrids]);

  // The last numbers stay on the phone once the farmer (or a Dkbono's link) changed anything.
  useEffect(() => {
    if (isTouched) storeDraft(owner, { draft, voucher: appliedVoucher.current });
  }, [draft, isTouched, owner]);

  const change = (next: FarmerDraft) => {
    setDraft(next);
    setTouched(true);
    setSaveMessage(null);
  };
  const onReset = () => {
    forgetDraft(owner);
    setTouched(false);
    setDraft(rekeyed(initial));
    setNotice(null);
    setSaveMessage(null);
  };
  const onKind = (kind: ProductionKind) =>
    kind !== draft.productionKind && change(draftFor(params, hybrids, kind, draft));

  const onSave = async (name: string) => {
    const scenarios = evaluation.hybrids.flatMap((h) => (h.scenario ? [h.scenario] : []));
    if (!evaluation.isComplete) return;
    const body = { name, scenarios };
    const key = newIdempotencyKey();
    setSaving(true);
    try {
      await saveRun(body, key);
      setSaveMessage({ kind: 'success', text: strings.save.saved });
      reload();
    } catch (error) {
      if (error instanceof NetworkError) {
        queueSave(owner, body, key);
        setPending(pendingSavesOf(owner));
        setSaveMessage({ kind: 'info', text: strings.save.queued });
      } else if (isSessionEnd(error)) {
        onSessionEnded();
      } else {
        setSaveMessage({ kind: 'error', text: failureMessage(error) });
      }
    } finally {
      setSaving(false);
    }
  };

  const onOpen = async (run: SimulationSummary) => {
    try {
      const detail = await getSavedRun(run.id);
      change(draftFromSaved(detail));
      setNotice({ tone: 'info', text: strings.history.loaded(detail.name ?? strings.history.untitled) });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      if (isSessionEnd(error)) onSessionEnded();
      else setSaveMessage({ kind: 'error', text: failureMessage(error) });
    }
  };

  const emergencePct =
    draft.productionKind === 'GRAIN' ? params.grain.emergencePct : params.silage.emergencePct;
  return (
    <main className="sim-main">
      <StatusBanner cachedAt={start.cachedAt} pendingCount={pending.length} notice={notice} />
      <div className="sim-column">
        <FieldInputs
          draft={draft}
          errors={evaluation.sharedErrors}
          emergencePct={emergencePct}
          onKind={onKind}
          onChange={(field, value) => change(setShared(draft, field, value))}
          onReset={onReset}
        />
        <HybridList
          draft={draft}
          hybrids={hybrids}
          evaluated={evaluation.hybrids}
          onPick={(index, productId) => change(pickHybrid(draft, index, productId, hybrids))}
          onChange={(index, field, value) => change(setHybridField(draft, index, field, value))}
          onAdd={() => change(addHybrid(draft, hybrids))}
          onRemove={(index) => change(removeHybrid(draft, index))}
        />
      </div>
      <div className="sim-column sim-column--results">
        <ResultsPanel hybrids={evaluation.hybrids} />
        <ComparisonTable hybrids={evaluation.hybrids} />
        <SavePanel
          canSave={evaluation.isComplete}
          isSaving={isSaving}
          message={saveMessage}
          onSave={(name) => void onSave(name)}
        />
        <SavedRunsList runs={runs} pending={pending} onOpen={(run) => void onOpen(run)} />
      </div>
      {evaluation.hybrids[0]?.result ? <SummaryBar result={evaluation.hybrids[0].result} /> : null}
    </main>
  );
}
