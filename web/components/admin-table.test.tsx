import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminTable } from './admin-table';

/** A table whose rows change by themselves, as a page's rows do when their data is read again. */
function Quizzes() {
  const [titles, setTitles] = useState(['Day 1']);
  return (
    <>
      <button type="button" onClick={() => setTitles([...titles, `Day ${titles.length + 1}`])}>
        Add
      </button>
      <AdminTable
        label="Quizzes"
        columns={[
          'Quiz',
          'Plays',
          <th scope="col" key="actions">
            <span className="visually-hidden">Actions</span>
          </th>,
        ]}
      >
        {titles.map((title) => (
          <tr key={title}>
            <th scope="row">{title}</th>
            <td>3</td>
            <td>
              <button type="button">Edit {title}</button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** Each body cell's label, row by row. */
function labels() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => cell.getAttribute('data-label')),
    );
}

describe('AdminTable', () => {
  it('labels every body cell with its column heading as shown, for the rows drawn as cards', () => {
    render(<Quizzes />);
    expect(screen.getByRole('region', { name: 'Quizzes' })).toHaveAttribute('tabindex', '0');
    // The actions' heading is for screen readers only: their card shows no name above them.
    expect(labels()).toEqual([['Quiz', 'Plays', '']]);
  });

  it('labels rows added later', async () => {
    render(<Quizzes />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(labels()).toEqual([
        ['Quiz', 'Plays', ''],
        ['Quiz', 'Plays', ''],
      ]),
    );
  });

  it('draws the rows as cards only when the columns do not fit', () => {
    // jsdom lays nothing out: the table is as wide as its columns need, 600 px.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const { unmount } = render(<Quizzes />);
    expect(screen.getByRole('table')).not.toHaveAttribute('data-layout');
    unmount();

    width.mockReturnValue(360);
    render(<Quizzes />);
    expect(screen.getByRole('table')).toHaveAttribute('data-layout', 'cards');
    vi.restoreAllMocks();
  });

  it('counts a cell spanning columns as all of them', () => {
    render(
      <AdminTable label="Teams" columns={['Team', 'Registered', 'Points']}>
        <tr>
          <td colSpan={2}>Nobody yet</td>
          <td>0</td>
        </tr>
      </AdminTable>,
    );
    expect(labels()).toEqual([['Team', 'Points']]);
  });
});
