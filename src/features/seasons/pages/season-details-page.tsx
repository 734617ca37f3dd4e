// "Detalle de temporada" (docs/requirements.md §2 seasons/details/{id?}, Admin and Coordinator):
// the season, whether it is open for sales and Dkbonos, how many sales and Dkbonos it holds and its
// inventory totals as a bar; the ways to edit it, to its inventory and to print it. Under it, the
// season's dashboard and its history. Without an id it asks which season.
import { useQuery } from '@tanstack/react-query';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BoxMultiple20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import type { SeasonDetail } from '../../../../domain/seasons.ts';
import { formatDate } from '../../../lib/format.ts';
import { recordIdOf } from '../../../lib/record-id.ts';
import { RecordHistory } from '../../../lib/history/record-history.tsx';
import { RecordPage } from '../../../lib/ui/back-link.tsx';
import { PrintButton } from '../../../lib/ui/print-button.tsx';
import { DetailCard, Fact, Facts } from '../../../lib/ui/detail-card.tsx';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { currentRoleAtom } from '../../../lib/session.ts';
import { ChooseSeason } from '../components/choose-season.tsx';
import { SeasonDashboardView } from '../components/season-dashboard.tsx';
import { InventoryBar, InventoryLegend } from '../components/inventory-bar.tsx';
import { SeasonBadges } from '../components/season-badges.tsx';
import { RecordNotFound } from '../../../lib/ui/record-not-found.tsx';
import { seasonDetailsPath, seasonInventoryPath, seasonUpdatePath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { seasonQueries } from '../queries.ts';
import { seasonStrings } from '../strings.ts';

const useStyles = makeStyles({
  stock: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  stockTitle: { fontWeight: tokens.fontWeightSemibold },
});

const text = seasonStrings;
const integer = new Intl.NumberFormat('es-MX');

export default function SeasonDetailsPage() {
  const param = useParams().id;
  const seasonId = recordIdOf(param);

  let content;
  if (param === undefined)
    content = <ChooseSeason hint={text.picker.chooseToView} pathOf={seasonDetailsPath} />;
  else if (seasonId === null) content = <RecordNotFound />;
  else content = <SeasonDetailsView seasonId={seasonId} />;
  return <RecordPage back={{ to: ROUTES.seasons.path, label: text.detail.backToList }}>{content}</RecordPage>;
}

function SeasonDetailsView({ seasonId }: { seasonId: number }) {
  const role = useAtomValue(currentRoleAtom);
  const loaded = queryState(useQuery(seasonQueries.detail(seasonId)));
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  return (
    <>
      <SeasonCard season={loaded.data} />
      <SeasonDashboardView seasonId={seasonId} role={role} />
      <RecordHistory resource="seasons" id={seasonId} revision={loaded.data.updatedAt} />
    </>
  );
}

function SeasonCard({ season }: { season: SeasonDetail }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <DetailCard
      title={
        <>
          {season.name} <SeasonBadges season={season} />
        </>
      }
      actions={
        <>
          <Button icon={<Edit20Regular />} onClick={() => void navigate(seasonUpdatePath(season.id))}>
            {text.detail.edit}
          </Button>
          <Button
            icon={<BoxMultiple20Regular />}
            onClick={() => void navigate(seasonInventoryPath(season.id))}
          >
            {text.detail.inventory}
          </Button>
          <PrintButton />
        </>
      }
    >
      <Facts>
        <Fact term={text.detail.startDate}>{formatDate(season.startDate)}</Fact>
        <Fact term={text.detail.endDate}>{formatDate(season.endDate)}</Fact>
        <Fact term={text.detail.sales}>{integer.format(season.salesCount)}</Fact>
        <Fact term={text.detail.vouchers}>{integer.format(season.vouchersCount)}</Fact>
        <Fact term={text.detail.products}>{integer.format(season.totals.products)}</Fact>
      </Facts>
      <section className={styles.stock} aria-label={text.detail.inventoryTitle}>
        <Text className={styles.stockTitle}>{text.detail.inventoryTitle}</Text>
        <InventoryBar figures={season.totals} />
        <InventoryLegend figures={season.totals} withAllocated />
      </section>
    </DetailCard>
  );
}
