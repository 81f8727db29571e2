// The admin area's tables: headed columns, one row per item. Where the table has the room its
// columns wrap their text rather than push its actions out of sight; where it has not (a phone),
// each row is drawn as a card whose cells carry their column's heading (admin.css), so a row's
// actions are always on screen. The scrolling area stays as a last resort, reachable by keyboard.
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';

type Props = {
  /** What the table holds, as a screen reader names its scrolling area. */
  label: string;
  /** The column headings: a text becomes a column header cell; a cell given whole stays as it is. */
  columns: ReactNode[];
  /** The body's rows. */
  children: ReactNode;
};

export function AdminTable({ label, columns, children }: Props) {
  const tableRef = useRef<HTMLTableElement>(null);

  // Rows come and go without this component drawing again (a row's own state, a page of results),
  // so the labels follow the body's changes rather than this component's renders.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    labelCells(table);
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table" ref={tableRef}>
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

/**
 * Gives each body cell its column's heading as `data-label`, which a row drawn as a card shows
 * before the cell's content. Columns are counted through cells spanning several.
 */
export function labelCells(table: HTMLTableElement): void {
  const headings: string[] = [];
  for (const cell of table.tHead?.rows[0]?.cells ?? []) {
    const text = (cell.textContent ?? '').trim();
    for (let span = 0; span < cell.colSpan; span += 1) headings.push(text);
  }
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const heading = headings[column] ?? '';
        if (cell.dataset.label !== heading) cell.dataset.label = heading;
        column += cell.colSpan;
      }
    }
  }
}
