// The actions above the lists: a Consultant creates sales and Dkbonos (docs/requirements.md §6); every staff role
// downloads the sale report of what it may see, with the current filters (docs/design.md §6, §11). On a
// phone the report and the other secondary actions fold into "Más acciones".
import { Button, Spinner, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, ArrowDownload20Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { can } from '../../../../domain/policy.ts';
import type { Role } from '../../../../domain/roles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.tsx';
import { ListActions } from '../../../lib/ui/list-actions.tsx';
import { downloadSaleReport } from '../api/download-sale-report.ts';
import type { SaleListTab } from '../atoms.ts';
import type { ListFilters } from '../list-query.ts';
import { listStrings } from '../strings.ts';
import { createSalePath } from '../paths.ts';

const useStyles = makeStyles({
  toolbar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalS, padding: 0 },
});

export interface SaleListToolbarProps {
  tab: SaleListTab;
  role: Role | undefined;
  filters: ListFilters;
  /** Extra actions of other screens (the import dialog for Admin and Coordinator). */
  children?: ReactNode;
}

export function SaleListToolbar({ tab, role, filters, children }: SaleListToolbarProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [isDownloading, setDownloading] = useState(false);

  const downloadReport = async () => {
    setDownloading(true);
    try {
      await downloadSaleReport(filters);
    } catch (error) {
      showToast({ severity: 'error', summary: 'Error', detail: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  const main = (
    <>
      {can(role, 'createSale') ? (
        <Button
          appearance={tab === 'sale' ? 'primary' : 'secondary'}
          icon={<Add20Regular />}
          onClick={() => void navigate(createSalePath())}
        >
          {listStrings.toolbar.newSale}
        </Button>
      ) : null}
      {can(role, 'createVoucher') ? (
        <Button
          appearance={tab === 'voucher' ? 'primary' : 'secondary'}
          icon={<Add20Regular />}
          onClick={() => void navigate(ROUTES.createDkbono.path)}
        >
          {listStrings.toolbar.newVoucher}
        </Button>
      ) : null}
    </>
  );
  const more = (
    <>
      {tab === 'sale' ? (
        <Button
          icon={isDownloading ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
          disabled={isDownloading}
          onClick={() => void downloadReport()}
        >
          {isDownloading ? listStrings.toolbar.reportInProgress : listStrings.toolbar.report}
        </Button>
      ) : null}
      {children}
    </>
  );
  return (
    <Toolbar className={styles.toolbar} aria-label={listStrings.tabs.label}>
      <ListActions main={main} more={more} />
    </Toolbar>
  );
}
