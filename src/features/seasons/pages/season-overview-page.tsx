// "Resumen de temporada": the season at a glance for every manager, from the menu. It opens on the
// current season (open and spanning today, else the latest started) and switches to any other; the
// figures are the caller's scope (company, zone, team), as the server sums them. Admin and
// Coordinator also get the way to the season's detail page (edit, inventory, history).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES, canOpen } from '../../../../domain/app-routes.ts';
import { currentSeasonOf, type Season } from '../../../../domain/catalog.ts';
import { localDay } from '../../../../domain/days.ts';
import { recordIdOf } from '../../../lib/record-id.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { SeasonBadges } from '../components/season-badges.tsx';
import { WithEverySeason } from '../components/choose-season.tsx';
import { SeasonDashboardView } from '../components/season-dashboard.tsx';
import { RecordNotFound } from '../../../lib/ui/record-not-found.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { seasonDetailsPath, seasonOverviewPath } from '../paths.ts';
import { seasonStrings } from '../strings.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, paddingBottom: '6px' },
  details: { paddingBottom: '6px' },
});

const text = seasonStrings;

/** The season the address names, else the current one, else the newest (all still to come). */
function shownSeason(seasons: readonly Season[], param: string | undefined): Season | null | undefined {
  if (param !== undefined) {
    const id = recordIdOf(param);
    return id === null ? null : (seasons.find((season) => season.id === id) ?? null);
  }
  return currentSeasonOf(seasons, localDay()) ?? seasons[0];
}

export default function SeasonOverviewPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const role = useAtomValue(currentRoleAtom);
  const param = useParams().id;
  return (
    <WithEverySeason>
      {(seasons) => {
        const season = shownSeason(seasons, param);
        return (
          <div className={styles.page}>
            <div className={styles.head}>
              <SeasonPicker
                seasons={seasons}
                value={season?.id}
                onChange={(id) => void navigate(seasonOverviewPath(id))}
              />
              {season ? (
                <span className={styles.badges}>
                  <SeasonBadges season={season} />
                </span>
              ) : null}
              {season && canOpen(ROUTES.seasonDetails, role) ? (
                <span className={styles.details}>
                  <RouterLink to={seasonDetailsPath(season.id)}>{text.overview.details}</RouterLink>
                </span>
              ) : null}
            </div>
            {season ? <SeasonDashboardView seasonId={season.id} role={role} /> : <RecordNotFound />}
          </div>
        );
      }}
    </WithEverySeason>
  );
}
