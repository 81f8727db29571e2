// The admin area's tables: headed columns, one row per item. The columns wrap their text to share
// the width; a table that still does not fit its place (a phone, a narrow card) is drawn as cards,
// a card a row, each cell headed by its column's name (admin.css), so no row's actions are ever out
// of sight. The scrolling area stays as a last resort, reachable by keyboard.
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
  const regionRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  // Rows come and go without this component drawing again (a row's own state, a page of results),
  // so the table is arranged again on the body's changes and the place's width, not on renders.
  useLayoutEffect(() => {
    const region = regionRef.current;
    const table = tableRef.current;
    if (!region || !table) return;
    const arrange = () => {
      labelCells(table);
      arrangeTable(region, table);
    };
    arrange();
    const mutations = new MutationObserver(arrange);
    mutations.observe(table, { childList: true, subtree: true, characterData: true });
    let width = region.clientWidth;
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (region.clientWidth === width) return;
            width = region.clientWidth;
            arrangeTable(region, table);
          });
    resizes?.observe(region);
    // A web font arriving late changes the texts' widths.
    void document.fonts?.ready.then(() => arrangeTable(region, table));
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, []);

  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0} ref={regionRef}>
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
 * Draws the table as columns when they fit its place, as cards otherwise (`data-layout`): the
 * table is laid out as columns to be measured, within the same frame, so nothing flickers.
 */
function arrangeTable(region: HTMLElement, table: HTMLTableElement): void {
  delete table.dataset.layout;
  if (table.offsetWidth > region.clientWidth + 1) table.dataset.layout = 'cards';
}

/**
 * Gives each body cell its column's heading as `data-label`, which a row drawn as a card shows
 * before the cell's content; a heading only screen readers are given (an actions column's) gives
 * an empty label. Columns are counted through cells spanning several.
 */
function labelCells(table: HTMLTableElement): void {
  const headings: string[] = [];
  for (const cell of table.tHead?.rows[0]?.cells ?? []) {
    const shown = cell.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    const text = (shown.textContent ?? '').trim();
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
