// A small read-only table: one row of column headers, then the rows (an import's problems, a
// Dkbono's payments, a season's breakdowns, a record's product lines, the simulator's runs and
// scenarios). What the cells hold and how they look is the caller's.
import { Table, TableBody, TableHeader, TableRow, type TableProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface SimpleTableProps extends Omit<TableProps, 'children'> {
  /** The table's own <caption>, before the headers, where it names the table. */
  caption?: ReactNode;
  /** The header cells (TableHeaderCell). */
  headers: ReactNode;
  /** The rows (TableRow). */
  children: ReactNode;
}

export function SimpleTable({ caption, headers, children, ...table }: SimpleTableProps) {
  return (
    <Table {...table}>
      {caption}
      <TableHeader>
        <TableRow>{headers}</TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
