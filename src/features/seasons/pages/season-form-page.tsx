// SeasonFormPage serves seasons/register (a new season) and seasons/update/{id?} (Admin and
// Coordinator, docs/requirements.md §2); without an id it asks which season to update.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMatch, useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import type { SeasonInput } from '../../../../domain/seasons.ts';
import { StaleRecordNotice, useStaleRecordReload } from '../../../lib/forms/stale-record.tsx';
import { recordIdOf } from '../../../lib/record-id.ts';
import { showToast } from '../../../lib/toast.tsx';
import { RecordPage } from '../../../lib/ui/back-link.tsx';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { createSeason } from '../api/create-season.ts';
import { updateSeason } from '../api/update-season.ts';
import { ChooseSeason } from '../components/choose-season.tsx';
import { SeasonForm, seasonFormValues } from '../components/season-form.tsx';
import { RecordNotFound } from '../../../lib/ui/record-not-found.tsx';
import { seasonDetailsPath, seasonUpdatePath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { seasonQueries, seasonsChanged } from '../queries.ts';
import { seasonStrings } from '../strings.ts';
import { RecordHistory } from '../../../lib/history/record-history.tsx';

const text = seasonStrings;

export default function SeasonFormPage() {
  const isRegister = useMatch(ROUTES.seasonRegister.path) !== null;
  const param = useParams().id;
  const seasonId = recordIdOf(param);

  let content;
  if (isRegister) content = <RegisterSeason />;
  else if (param === undefined)
    content = <ChooseSeason hint={text.picker.chooseToEdit} pathOf={seasonUpdatePath} />;
  else if (seasonId === null) content = <RecordNotFound />;
  else content = <UpdateSeason seasonId={seasonId} />;
  return <RecordPage back={{ to: ROUTES.seasons.path, label: text.detail.backToList }}>{content}</RecordPage>;
}

function RegisterSeason() {
  const navigate = useNavigate();
  const save = async (input: SeasonInput) => {
    const season = await createSeason(input);
    await seasonsChanged();
    showToast({ severity: 'success', summary: text.form.created(season.name) });
    void navigate(seasonDetailsPath(season.id));
  };
  return (
    <SeasonForm
      initialValues={seasonFormValues()}
      onSave={save}
      onCancel={() => void navigate(ROUTES.seasons.path)}
    />
  );
}

function UpdateSeason({ seasonId }: { seasonId: number }) {
  const navigate = useNavigate();
  const loaded = queryState(useQuery(seasonQueries.detail(seasonId)));
  // A stale save (someone else changed the season) reloads it and starts the form over from it.
  const stale = useStaleRecordReload(useCallback(() => seasonsChanged(), []));
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  const season = loaded.data;

  const save = async (input: SeasonInput) => {
    const saved = await updateSeason(season.id, { ...input, version: season.version });
    await seasonsChanged();
    showToast({ severity: 'success', summary: text.form.updated(saved.name) });
    void navigate(seasonDetailsPath(saved.id));
  };
  return (
    <>
      <SeasonForm
        key={`${season.updatedAt}-${stale.formKey}`}
        notice={<StaleRecordNotice isShown={stale.wasReloaded} />}
        initialValues={seasonFormValues(season)}
        onSave={stale.guard(save)}
        onCancel={() => void navigate(seasonDetailsPath(season.id))}
      />
      <RecordHistory resource="seasons" id={season.id} revision={season.updatedAt} />
    </>
  );
}
