// The actions above the lists: a Consultant creates sales and Dkbonos (docs/requirements.md §6);
// the secondary actions of the page (Vistas, Exportar, Importar) follow, and on a phone fold into
// "Más acciones". The sale report is one of Exportar's choices, not a button of its own.
import { Button, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { can } from '../../../../domain/policy.ts';
import type { Role } from '../../../../domain/roles.ts';
import { ListActions } from '../../../lib/ui/list-actions.tsx';
import type { SaleListTab } from '../paths.ts';
import { listStrings } from '../strings.ts';
import { createSalePath } from '../paths.ts';

const useStyles = makeStyles({
  toolbar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalS, padding: 0 },
});

export interface SaleListToolbarProps {
  tab: SaleListTab;
  role: Role | undefined;
  /** Extra actions of other screens (the import dialog for Admin and Coordinator). */
  children?: ReactNode;
}

export function SaleListToolbar({ tab, role, children }: SaleListToolbarProps) {
  const styles = useStyles();
  const navigate = useNavigate();

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
  return (
    <Toolbar className={styles.toolbar} aria-label={listStrings.tabs.label}>
      <ListActions main={main} more={children} />
    </Toolbar>
  );
}
