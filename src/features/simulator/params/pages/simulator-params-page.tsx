// "Parámetros del simulador" (docs/requirements.md §2 params/simulator-params, Admin): the values the profitability
// simulator starts from, per production kind, with units and the ranges the server accepts. A save
// sends the version shown: if someone else saved the parameters meanwhile, nothing is saved and the
// form starts over from the current values, saying why.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { PRODUCTION_KINDS, type SimulatorParamsResponse } from '../../../../../domain/simulator-params.ts';
import { formatDate } from '../../../../lib/format.ts';
import {
  StaleRecordNotice,
  useStaleRecordReload,
  type StaleRecordReload,
} from '../../../../lib/forms/stale-record.tsx';
import { showToast } from '../../../../lib/toast.tsx';
import { FormError } from '../../../../lib/ui/form-error.tsx';
import { useFormLayoutStyles } from '../../../../lib/ui/form-layout.tsx';
import { LoadFailed, PageLoading } from '../../../../lib/ui/load-state.tsx';
import { SubmitButton } from '../../../../lib/ui/submit-button.tsx';
import { queryClient } from '../../../../lib/query-client.ts';
import { queryState } from '../../../../lib/query-state.ts';
import { updateSimulatorParams } from '../api/update-simulator-params.ts';
import { SimulatorParamsFields } from '../components/simulator-params-fields.tsx';
import { simulatorParamsStrings } from '../strings.ts';
import { simulatorParamsKey, simulatorParamsQuery } from '../queries.ts';
import { useSimulatorParamsForm } from '../use-simulator-params-form.ts';

const text = simulatorParamsStrings;

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '72ch' },
  kinds: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

function ParamsForm({
  stored,
  notice,
  guard,
  onSaved,
}: {
  stored: SimulatorParamsResponse;
  notice: ReactNode;
  guard: StaleRecordReload['guard'];
  onSaved: (next: SimulatorParamsResponse) => void;
}) {
  const styles = useStyles();
  const layout = useFormLayoutStyles();
  const form = useSimulatorParamsForm(stored);

  return (
    <form
      className={layout.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          guard(async (set) => {
            const saved = await updateSimulatorParams({ ...set, version: stored.version });
            queryClient.setQueryData(simulatorParamsKey, saved);
            onSaved(saved);
            form.reset(saved);
            showToast({ severity: 'success', summary: text.saved, detail: text.savedDetail });
          }),
        );
      }}
    >
      {notice}
      <Text className={styles.intro}>{text.intro}</Text>
      <Text size={200} className={styles.intro}>
        {text.updatedAt(formatDate(stored.updatedAt))}
      </Text>
      <FormError title={text.saveFailed} message={form.formError} />
      <div className={styles.kinds}>
        {PRODUCTION_KINDS.map((kind) => (
          <SimulatorParamsFields
            key={kind}
            kind={kind}
            values={form.values[kind]}
            errors={form.errors[kind]}
            onChange={(field, value) => form.setValue(kind, field, value)}
          />
        ))}
      </div>
      <div className={layout.actions}>
        <Button disabled={!form.isChanged || form.isSubmitting} onClick={() => form.reset(stored)}>
          {text.reset}
        </Button>
        <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={text.saving}>
          {text.save}
        </SubmitButton>
      </div>
    </form>
  );
}

export default function SimulatorParamsPage() {
  const loaded = queryState(useQuery(simulatorParamsQuery()));
  const [saved, setSaved] = useState<SimulatorParamsResponse | null>(null);
  // A stale save (someone else saved the parameters) reads them again and starts the form over.
  const stale = useStaleRecordReload(
    useCallback(async () => {
      setSaved(null);
      await queryClient.invalidateQueries({ queryKey: simulatorParamsKey });
    }, []),
  );

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  return (
    <ParamsForm
      key={stale.formKey}
      stored={saved ?? loaded.data}
      notice={<StaleRecordNotice isShown={stale.wasReloaded} />}
      guard={stale.guard}
      onSaved={setSaved}
    />
  );
}
