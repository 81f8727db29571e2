// The admin area's tables: headed columns, one row per item, scrolling sideways on a phone when
// they are wider than the screen.
import { Fragment, type ReactNode } from 'react';

type Props = {
  /** The column headings: a text becomes a column header cell; a cell given whole stays as it is. */
  columns: ReactNode[];
  /** The body's rows. */
  children: ReactNode;
};

export function AdminTable({ columns, children }: Props) {
  return (
    <div className="table-scroll">
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
