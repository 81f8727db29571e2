// The admin area's tables: headed columns, one row per item, scrolling sideways on a phone when
// they are wider than the screen (by keyboard too: the scrolling area takes focus and is named).
import { Fragment, type ReactNode } from 'react';

type Props = {
  /** What the table holds, as a screen reader names its scrolling area. */
  label: string;
  /** The column headings: a text becomes a column header cell; a cell given whole stays as it is. */
  columns: ReactNode[];
  /** The body's rows. */
  children: ReactNode;
};

export function AdminTable({ label, columns, children }: Props) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th scope="col" key={index}>
                  {column}
                </th>
              ) : (
                <Fragment key={index}>{column}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
