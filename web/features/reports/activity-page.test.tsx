import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityEntry } from '../../../common/admin-api';
import { server } from '../../test/msw';
import { renderElement } from '../../test/render';
import { ActivityPage } from './activity-page';

/** The language switch, as the admin menu offers it. */
function ChooseHindi() {
  const { i18n } = useTranslation();
  return (
    <button type="button" onClick={() => void i18n.changeLanguage('hi')}>
      हिन्दी
    </button>
  );
}

const ASHA = '+919800000001';
const VIKRAM = '+919800000002';

const granted: ActivityEntry = {
  id: 'e2',
  at: Date.now() - 2 * 3_600_000,
  actor: 'Asha',
  action: 'admin.grant',
  kind: 'access',
  names: { organiser: 'Vikram' },
  counts: {},
};
const moved: ActivityEntry = {
  id: 'e1',
  at: Date.now() - 3 * 60_000,
  actor: 'Vikram',
  action: 'registration.correct',
  kind: 'people',
  names: {
    person: 'Ravi Kumar',
    from: { en: 'Kanpur', hi: 'कानपुर' },
    to: { en: 'Bhopal', hi: 'भोपाल' },
  },
  counts: {},
};

/** The activity as the server answers it, filtered as asked; every request's query kept. */
function answerActivity(all: ActivityEntry[], total = all.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/activity', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const byName = { [ASHA]: 'Asha', [VIKRAM]: 'Vikram' } as Record<string, string>;
      const entries = all.filter(
        (entry) =>
          (!query.get('actor') || entry.actor === byName[query.get('actor')!]) &&
          (!query.get('kind') || entry.kind === query.get('kind')),
      );
      return HttpResponse.json<Activity>({
        entries,
        total: query.get('actor') || query.get('kind') ? entries.length : total,
        page: Number(query.get('page')),
        pageSize: 25,
        organisers: [
          { phone: ASHA, name: 'Asha' },
          { phone: VIKRAM, name: 'Vikram' },
        ],
      });
    }),
  );
  return asked;
}

describe('the activity', () => {
  it('lists each change as a sentence with its time, and no phone or raw data', async () => {
    answerActivity([moved, granted]);
    renderElement(<ActivityPage />);
    const lines = await screen.findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Vikram moved Ravi Kumar from Kanpur to Bhopal · 3 minutes ago',
      'Asha granted Vikram organiser access · 2 hours ago',
    ]);
    expect(screen.getByText('2 changes')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\+91|98000|[{}]/);
    // The organisers are offered by name alone.
    const organiser = screen.getByRole('combobox', { name: 'Organiser' });
    expect(
      within(organiser)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any organiser', 'Asha', 'Vikram']);
  });

  it('filters by organiser and kind of change, and asks the server for the words searched', async () => {
    const user = userEvent.setup();
    const asked = answerActivity([moved, granted]);
    renderElement(<ActivityPage />);
    await screen.findAllByRole('listitem');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organiser' }), 'Vikram');
    expect(await screen.findByText('1 change')).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('Vikram moved Ravi Kumar');
    expect(asked.at(-1)?.get('actor')).toBe(VIKRAM);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of change' }), 'Access');
    expect(await screen.findByText('No changes match these filters.')).toBeVisible();
    expect(asked.at(-1)?.get('kind')).toBe('access');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by person, team or quiz' }),
      'ravi',
    );
    expect(asked.at(-1)?.get('q')).toBe('ravi');
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('pages through a long log', async () => {
    const user = userEvent.setup();
    const asked = answerActivity([moved], 60);
    renderElement(<ActivityPage />);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(asked.at(-1)?.get('page')).toBe('2');
  });

  it('says each change in Hindi once Hindi is chosen', async () => {
    const user = userEvent.setup();
    answerActivity([moved]);
    renderElement(
      <>
        <ChooseHindi />
        <ActivityPage />
      </>,
    );
    await screen.findByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem')).toHaveTextContent(
        'Vikram ने Ravi Kumar को कानपुर से भोपाल में भेजा · 3 मिनट पहले',
      ),
    );
  });

  it('says when nothing has been changed yet', async () => {
    answerActivity([]);
    renderElement(<ActivityPage />);
    expect(await screen.findByText(/No changes yet/)).toBeVisible();
  });
});
