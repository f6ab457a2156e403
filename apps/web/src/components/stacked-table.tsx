import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

/** One column: its header and how a row fills its cell. */
export interface StackedColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly className?: string;
  /** Where the cell sits in a row's card on a phone, as `max-sm:` grid classes ('max-sm:col-span-2'). */
  readonly cardClassName?: string;
  /** On a phone the cell shows without its column's name above it (a portrait, the actions). */
  readonly bare?: boolean;
}

interface StackedTableProps<Row> {
  readonly columns: readonly StackedColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** The grid of a row's card on a phone, as `max-sm:` classes ('max-sm:grid-cols-[auto_1fr]'). */
  readonly cardClassName?: string;
  readonly 'aria-label'?: string;
}

/**
 * A table that becomes a stack of cards below the small breakpoint: on a phone every row is a card
 * with each cell under its column's name, so nothing is cut off and no action sits off the right edge.
 * It stays one table in the DOM (explicit roles keep its semantics once CSS changes its display), so
 * screen readers, tests and the wide layout see the same rows and cells.
 */
export function StackedTable<Row>({
  columns,
  rows,
  rowKey,
  cardClassName,
  'aria-label': ariaLabel,
}: StackedTableProps<Row>) {
  return (
    <Table
      role="table"
      aria-label={ariaLabel}
      className="max-sm:block"
      frameClassName="max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent"
    >
      <TableHeader role="rowgroup" className="max-sm:sr-only">
        <TableRow role="row">
          {columns.map((column) => (
            <TableHead key={column.header} role="columnheader" className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody role="rowgroup" className="max-sm:grid max-sm:grid-cols-1 max-sm:gap-3">
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            role="row"
            className={cn(
              // A ring, not a border, frames the card: the table's last row drops its border.
              'max-sm:grid max-sm:gap-x-3 max-sm:gap-y-2 max-sm:border-0 max-sm:bg-panel/80 max-sm:p-3',
              'max-sm:ring-1 max-sm:ring-line',
              cardClassName,
            )}
          >
            {columns.map((column) => (
              <TableCell
                key={column.header}
                role="cell"
                className={cn(
                  'max-sm:block max-sm:min-w-0 max-sm:p-0',
                  column.className,
                  column.cardClassName,
                )}
              >
                {column.bare ? null : (
                  <span
                    aria-hidden="true"
                    className="mb-0.5 block font-mono text-xs uppercase tracking-wider text-neon-cyan sm:hidden"
                  >
                    {column.header}
                  </span>
                )}
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
