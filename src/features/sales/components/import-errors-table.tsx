// Every problem of an import file: row, column and the Spanish reason.
import { TableCell, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { ImportRowError } from '../../../../domain/sales-import.ts';
import { formStrings } from '../strings.ts';
import { SimpleTable } from '../../../lib/ui/simple-table.tsx';

const useStyles = makeStyles({
  scroll: {
    maxHeight: '280px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { width: '48px' },
  column: { width: '96px', '@media (min-width: 600px)': { width: '140px' } },
  cell: { overflowWrap: 'anywhere' },
});

export function ImportErrorsTable({ errors }: { errors: ImportRowError[] }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <SimpleTable
        size="small"
        aria-label={formStrings.importer.errorsTable}
        headers={
          <>
            <TableHeaderCell className={styles.row}>{formStrings.importer.row}</TableHeaderCell>
            <TableHeaderCell className={styles.column}>{formStrings.importer.column}</TableHeaderCell>
            <TableHeaderCell>{formStrings.importer.reason}</TableHeaderCell>
          </>
        }
      >
        {errors.map((error, index) => (
          <TableRow key={`${error.row}-${error.column ?? ''}-${index}`}>
            <TableCell>{error.row > 0 ? error.row : '—'}</TableCell>
            <TableCell className={styles.cell}>{error.column ?? '—'}</TableCell>
            <TableCell className={styles.cell}>{error.message}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </div>
  );
}
