// State of the admin simulator: the scenarios being edited and their live evaluation, the URL view
// (customer, page, size, sort), the chosen customer's saved runs, and saving / opening / printing.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { customerLabel } from '../../../../domain/customers.ts';
import type { ProductionKind } from '../../../../domain/simulator-params.ts';
import type { SimulationSummary } from '../../../../domain/simulator-schemas.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.tsx';
import { downloadSimulationPdf } from './api/download-simulation-pdf.ts';
import { getSimulation } from './api/get-simulation.ts';
import type { AdminLookups } from './api/load-lookups.ts';
import { listSimulations } from './api/list-simulations.ts';
import { saveSimulation } from './api/save-simulation.ts';
import { adminViewQuery, readAdminView, type AdminView } from './list-query.ts';
import {
  canAddScenario,
  copyScenario,
  defaultScenario,
  draftsFromSaved,
  evaluateScenarios,
  withHybrid,
  type ScenarioDraft,
} from './scenarios.ts';
import { queryState } from '../../../lib/query-state.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { simulatorKeys } from '../queries.ts';
import { adminStrings } from './strings.ts';

export function useAdminSimulator({ params, hybrids, customers }: AdminLookups) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const view = useMemo(() => readAdminView(new URLSearchParams(query)), [query]);
  const customer = customers.find((c) => c.id === view.clientId) ?? null;
  const [drafts, setDrafts] = useState<ScenarioDraft[]>(() => [defaultScenario(params, hybrids, 'GRAIN')]);
  const [name, setName] = useState('');
  const [isSaving, setSaving] = useState(false);
  const evaluated = useMemo(() => evaluateScenarios(drafts), [drafts]);
  const canSave = evaluated.every((s) => s.scenario !== null);

  const runsRequest = useMemo(() => {
    const { clientId, page, size, sort } = view;
    return { ...(clientId === null ? {} : { clientId }), page, size, sort };
  }, [view]);
  const runs = queryState(
    useQuery({ queryKey: simulatorKeys.runs(runsRequest), queryFn: () => listSimulations(runsRequest) }),
  );

  const setView = (change: Partial<AdminView>) =>
    setSearchParams(adminViewQuery({ ...view, ...change }), { replace: change.clientId === undefined });

  const update = (index: number, next: ScenarioDraft) =>
    setDrafts((all) => all.map((d, i) => (i === index ? next : d)));
  const scenarioActions = {
    change: update,
    kind: (index: number, kind: ProductionKind) =>
      setDrafts((all) =>
        all.map((d, i) => (i === index ? defaultScenario(params, hybrids, kind, d.hectares) : d)),
      ),
    hybrid: (index: number, productId: string) =>
      setDrafts((all) =>
        all.map((d, i) =>
          i === index
            ? withHybrid(
                d,
                hybrids.find((h) => String(h.id) === productId),
              )
            : d,
        ),
      ),
    copy: (index: number) =>
      setDrafts((all) => (canAddScenario(all) && all[index] ? [...all, copyScenario(all[index])] : all)),
    remove: (index: number) => setDrafts((all) => (all.length > 1 ? all.filter((_, i) => i !== index) : all)),
    add: () =>
      setDrafts((all) => {
        const last = all[all.length - 1];
        return canAddScenario(all)
          ? [...all, last ? copyScenario(last) : defaultScenario(params, hybrids, 'GRAIN')]
          : all;
      }),
  };

  const save = async () => {
    const scenarios = evaluated.flatMap((s) => (s.scenario ? [s.scenario] : []));
    setSaving(true);
    try {
      await saveSimulation({ clientId: customer?.id ?? null, name, scenarios });
      showToast({ severity: 'success', summary: adminStrings.save.title, detail: adminStrings.save.saved });
      if (view.page !== 1 || view.sort !== 'date:desc') setView({ page: 1, sort: 'date:desc' });
      void queryClient.invalidateQueries({ queryKey: simulatorKeys.all });
    } catch (error) {
      showToast({ severity: 'error', summary: 'Error', detail: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const open = async (run: SimulationSummary) => {
    try {
      const detail = await getSimulation(run.id);
      setDrafts(draftsFromSaved(detail));
      setName(detail.name ?? '');
      showToast({
        severity: 'info',
        summary: adminStrings.title,
        detail: adminStrings.saved.opened(detail.name ?? adminStrings.saved.untitled),
      });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      showToast({ severity: 'error', summary: 'Error', detail: errorMessage(error) });
    }
  };

  const pdf = (run: SimulationSummary) =>
    downloadSimulationPdf(run.id).catch((error: unknown) =>
      showToast({
        severity: 'error',
        summary: 'Error',
        detail: errorMessage(error, adminStrings.saved.pdfFailed),
      }),
    );

  return {
    view,
    setView,
    customer,
    customerName: customer ? customerLabel(customer) : null,
    drafts,
    evaluated,
    scenarioActions,
    name,
    setName,
    canSave,
    isSaving,
    save,
    runs,
    open,
    pdf,
  };
}
