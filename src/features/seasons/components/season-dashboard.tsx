// The season at a glance, under the season's card: sales, DKbonos and inventory figures,
// the weekly chart and the breakdowns by product, zone and consultant. Headings and tables only,
// no fixed heights, so the page prints as it reads (window.print, the global print stylesheet).
import { Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { Role } from '../../../../domain/roles.ts';
import type { SeasonDashboard } from '../../../../domain/season-figures.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { productLabel } from '../../../../domain/catalog.ts';
import { queryState } from '../../../lib/query-state.ts';
import { Fact, Facts } from '../../../lib/ui/detail-card.tsx';
import { LoadFailed } from '../../../lib/ui/load-state.tsx';
import { seasonQueries } from '../queries.ts';
import { seasonStrings } from '../strings.ts';
import { FiguresTable } from './figures-table.tsx';
import { InventoryBar, InventoryLegend } from './inventory-bar.tsx';
import { WeekChart } from './week-chart.tsx';

const useStyles = makeStyles({
  dashboard: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  blocks: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
    gap: tokens.spacingVerticalL,
  },
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
  },
  wide: { gridColumn: '1 / -1' },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  figure: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  lowList: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const text = seasonStrings.dashboard;
const integer = new Intl.NumberFormat('es-MX');

function Block({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={mergeClasses(styles.block, wide && styles.wide)} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ children }: { children: ReactNode }) {
  return <span className={useStyles().figure}>{children}</span>;
}

/** What the figures cover, by the caller's role (the server scopes them the same way). */
function scopeNoteOf(role: Role | undefined): string {
  if (role === 'COORDINATOR') return text.zoneScopeNote;
  if (role === 'SUPERVISOR') return text.teamScopeNote;
  return text.scopeNote;
}

export function SeasonDashboardView({ seasonId, role }: { seasonId: number; role: Role | undefined }) {
  const loaded = queryState(useQuery(seasonQueries.dashboard(seasonId)));
  if (loaded.status === 'loading') return <Spinner label={text.loading} labelPosition="below" />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  return <DashboardFigures dashboard={loaded.data} scopeNote={scopeNoteOf(role)} />;
}

function DashboardFigures({ dashboard, scopeNote }: { dashboard: SeasonDashboard; scopeNote: string }) {
  const styles = useStyles();
  const { sales, vouchers, inventory } = dashboard;
  const hasSales = sales.sales > 0;
  return (
    <div className={styles.dashboard} aria-label={text.label} role="region">
      <p className={styles.note}>{scopeNote}</p>
      <div className={styles.blocks}>
        <Block title={text.salesTitle}>
          <Facts>
            <Fact term={text.sales}>
              <Figure>{integer.format(sales.sales)}</Figure>
            </Fact>
            <Fact term={text.bags}>
              <Figure>{integer.format(sales.bags)}</Figure>
            </Fact>
            <Fact term={text.amount}>
              <Figure>{formatPesos(sales.amount)}</Figure>
            </Fact>
          </Facts>
        </Block>
        <Block title={text.vouchersTitle}>
          <Facts>
            <Fact term={text.vouchersSold}>
              <Figure>{integer.format(vouchers.count)}</Figure>
            </Fact>
            <Fact term={text.vouchersTotal}>
              <Figure>{formatPesos(vouchers.total)}</Figure>
            </Fact>
            <Fact term={text.vouchersPaid}>
              <Figure>{formatPesos(vouchers.paid)}</Figure>
            </Fact>
            <Fact term={text.vouchersBalance}>
              <Figure>{formatPesos(vouchers.balance)}</Figure>
            </Fact>
            <Fact term={text.vouchersRedeemed}>
              <Figure>
                {text.redeemed(integer.format(vouchers.redeemedCount), formatPesos(vouchers.redeemedTotal))}
              </Figure>
            </Fact>
          </Facts>
        </Block>
        <Block title={text.inventoryTitle}>
          <Facts>
            <Fact term={text.allocated}>
              <Figure>{integer.format(inventory.totals.allocated)}</Figure>
            </Fact>
            <Fact term={text.sold}>
              <Figure>{integer.format(inventory.totals.sold)}</Figure>
            </Fact>
            <Fact term={text.reserved}>
              <Figure>{integer.format(inventory.totals.reserved)}</Figure>
            </Fact>
            <Fact term={text.available}>
              <Figure>{integer.format(inventory.totals.available)}</Figure>
            </Fact>
          </Facts>
          <InventoryBar figures={inventory.totals} />
          <InventoryLegend figures={inventory.totals} withAllocated />
        </Block>
        <Block title={text.lowTitle}>
          <p className={styles.hint}>{text.lowHint}</p>
          {inventory.low.length === 0 ? (
            <p className={styles.empty}>{text.noLow}</p>
          ) : (
            <ul className={styles.lowList}>
              {inventory.low.map((row) => (
                <li key={row.productId}>
                  {`${productLabel(row.productCode, row.productName)}: ${integer.format(row.available)} de ${integer.format(row.allocated)} disponibles`}
                </li>
              ))}
            </ul>
          )}
        </Block>
        <Block title={text.weekTitle} wide>
          <WeekChart weeks={dashboard.byWeek} />
        </Block>
        {hasSales ? (
          <>
            <Block title={text.byProduct} wide>
              <FiguresTable
                label={text.byProduct}
                nameHeader={text.product}
                rows={dashboard.byProduct.map((row) => ({
                  ...row,
                  key: row.productId,
                  name: productLabel(row.productCode, row.productName),
                }))}
              />
            </Block>
            <Block title={text.byZone}>
              <FiguresTable
                label={text.byZone}
                nameHeader={text.zone}
                rows={dashboard.byZone.map((row) => ({
                  ...row,
                  key: row.zoneId ?? 'none',
                  name: row.zoneName ?? text.noZone,
                }))}
              />
            </Block>
            <Block title={text.byConsultant}>
              <FiguresTable
                label={text.byConsultant}
                nameHeader={text.consultant}
                rows={dashboard.byConsultant.map((row) => ({
                  ...row,
                  key: row.consultantId,
                  name: row.consultantName,
                }))}
              />
            </Block>
          </>
        ) : (
          <Block title={text.byProduct}>
            <p className={styles.empty}>{text.noSales}</p>
          </Block>
        )}
      </div>
    </div>
  );
}
