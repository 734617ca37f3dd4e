// The admin simulator once its lookups are loaded: customer, up to three editable scenarios, their
// results and chart, saving, the customer's saved runs, and the printable summary.
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { AdminLookups } from './api/load-lookups.ts';
import { CustomerPicker } from './components/customer-picker.tsx';
import { PrintSummary } from './components/print-summary.tsx';
import { SaveBar } from './components/save-bar.tsx';
import { SavedSimulations } from './components/saved-simulations.tsx';
import { ScenarioChart } from './components/scenario-chart.tsx';
import { ScenarioEditor } from './components/scenario-editor.tsx';
import { ScenarioTable } from './components/scenario-table.tsx';
import { canAddScenario } from './scenarios.ts';
import { useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { adminStrings } from './strings.ts';
import { useAdminSimulator } from './use-admin-simulator.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1280px',
    minWidth: 0,
  },
  intro: { color: tokens.colorNeutralForeground2 },
  picker: { maxWidth: '420px' },
  scenarios: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  // The shared card of form pages, allowed to shrink inside a grid cell.
  card: { minWidth: 0 },
  add: { alignSelf: 'flex-start' },
});

export function AdminSimulator({ lookups }: { lookups: AdminLookups }) {
  const styles = useStyles();
  const layout = useFormLayoutStyles();
  const sim = useAdminSimulator(lookups);
  const emergence = (kind: 'GRAIN' | 'SILAGE') =>
    kind === 'GRAIN' ? lookups.params.grain.emergencePct : lookups.params.silage.emergencePct;

  return (
    <div className={styles.page}>
      <Text className={styles.intro}>{adminStrings.intro}</Text>
      <div className={styles.picker}>
        <CustomerPicker
          customers={lookups.customers}
          clientId={sim.view.clientId}
          onChange={(clientId) => sim.setView({ clientId, page: 1 })}
        />
      </div>
      <div className={styles.scenarios}>
        {sim.drafts.map((draft, index) => (
          <ScenarioEditor
            key={draft.key}
            index={index}
            draft={draft}
            evaluated={sim.evaluated[index]}
            hybrids={lookups.hybrids}
            emergencePct={emergence(draft.productionKind)}
            canCopy={canAddScenario(sim.drafts)}
            canRemove={sim.drafts.length > 1}
            onChange={(next) => sim.scenarioActions.change(index, next)}
            onKind={(kind) => sim.scenarioActions.kind(index, kind)}
            onHybrid={(productId) => sim.scenarioActions.hybrid(index, productId)}
            onCopy={() => sim.scenarioActions.copy(index)}
            onRemove={() => sim.scenarioActions.remove(index)}
          />
        ))}
      </div>
      {canAddScenario(sim.drafts) ? (
        <Button className={styles.add} icon={<AddRegular />} onClick={sim.scenarioActions.add}>
          {adminStrings.scenario.add}
        </Button>
      ) : null}
      <section className={mergeClasses(layout.section, styles.card)} aria-labelledby="admin-sim-results">
        <h2 className={layout.sectionTitle} id="admin-sim-results">
          {adminStrings.results.title}
        </h2>
        <ScenarioTable scenarios={sim.evaluated} />
        <ScenarioChart scenarios={sim.evaluated} />
      </section>
      <section className={mergeClasses(layout.section, styles.card)} aria-labelledby="admin-sim-save">
        <h2 className={layout.sectionTitle} id="admin-sim-save">
          {adminStrings.save.title}
        </h2>
        <SaveBar
          name={sim.name}
          customerName={sim.customerName}
          canSave={sim.canSave}
          isSaving={sim.isSaving}
          onName={sim.setName}
          onSave={() => void sim.save()}
          onPrint={() => window.print()}
        />
      </section>
      <section className={mergeClasses(layout.section, styles.card)} aria-labelledby="admin-sim-saved">
        <h2 className={layout.sectionTitle} id="admin-sim-saved">
          {sim.customerName ? adminStrings.saved.titleFor(sim.customerName) : adminStrings.saved.titleMine}
        </h2>
        <SavedSimulations
          runs={sim.runs}
          page={sim.view.page}
          size={sim.view.size}
          sort={sim.view.sort}
          onView={sim.setView}
          onOpen={(run) => void sim.open(run)}
          onPdf={(run) => void sim.pdf(run)}
        />
      </section>
      <PrintSummary scenarios={sim.evaluated} customerName={sim.customerName} name={sim.name} />
    </div>
  );
}
