import type { ReactNode } from 'react';
import { usePhoneLayout } from '../../lib/phone-layout';
import { cellClasses, headCellClasses, tableClasses } from './ReportSection';

export interface ReflowColumn<Row> {
  /** The column's heading in the table. */
  header: ReactNode;
  /** Its words beside each value in a card; the heading's own when left out. */
  term?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's table cells. */
  cellClassName?: string;
}

interface ReflowTableProps<Row> {
  /** The table's caption (read by screen readers) and the card list's name. */
  label: string;
  /** The first column names each row: a row header in the table, the title of a card. */
  columns: readonly [ReflowColumn<Row>, ...ReflowColumn<Row>[]];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  className?: string;
}

/**
 * The report's tables (decision 037). On a phone each row is a small card, a definition list of the
 * same cells: a table of four or five columns scrolled sideways with no hint (issue 18). The table
 * is still there for paper, where it is the clearer form, hidden on screen; on wider screens there is
 * only the table.
 */
export function ReflowTable<Row>({ label, columns, rows, rowKey, className = '' }: ReflowTableProps<Row>) {
  const phone = usePhoneLayout();
  const [named, ...rest] = columns;
  const table = (
    <table className={`${tableClasses} ${phone ? 'hidden print:table' : ''} ${className}`}>
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={headCellClasses}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className="print:break-inside-avoid">
            <th scope="row" className={`${cellClasses} font-normal break-words ${named.cellClassName ?? ''}`}>
              {named.cell(row)}
            </th>
            {rest.map((column, columnIndex) => (
              <td key={columnIndex} className={`${cellClasses} ${column.cellClassName ?? ''}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!phone) return table;
  return (
    <>
      <ul aria-label={label} className={`space-y-3 print:hidden ${className}`}>
        {rows.map((row, index) => (
          <li key={rowKey(row, index)} className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800">
            <p className="font-semibold break-words text-slate-900">{named.cell(row)}</p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              {rest.map((column, columnIndex) => (
                <div key={columnIndex} className="contents">
                  <dt className="text-slate-600">{column.term ?? column.header}</dt>
                  <dd className="tabular-nums">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {table}
    </>
  );
}
