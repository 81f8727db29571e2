import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
  it('labels every body cell with its column heading, for the rows drawn as cards', () => {
    render(<Quizzes />);
    expect(screen.getByRole('region', { name: 'Quizzes' })).toHaveAttribute('tabindex', '0');
    expect(labels()).toEqual([['Quiz', 'Plays', 'Actions']]);
  });

  it('labels rows added later', async () => {
    render(<Quizzes />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(labels()).toEqual([
        ['Quiz', 'Plays', 'Actions'],
        ['Quiz', 'Plays', 'Actions'],
      ]),
    );
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
