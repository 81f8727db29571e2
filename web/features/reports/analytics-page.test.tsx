import { screen, within } from '@testing-library/react';
import { Chart } from 'chart.js';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../../common/admin-api';
import { server } from '../../test/msw';
import { renderElement } from '../../test/render';
import { AnalyticsPage } from './analytics-page';

/**
 * jsdom draws nothing: a 2D context that does nothing but measure text, and a box of a laptop's
 * chart size, let Chart.js lay out its axes as a browser would.
 */
function drawChartsOffscreen() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const known = { canvas: this, measureText: (text: string) => ({ width: text.length * 7 }) };
    return new Proxy(known, {
      get: (target, property) =>
        property in target ? target[property as keyof typeof target] : () => undefined,
      set: () => true,
    }) as unknown as CanvasRenderingContext2D;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 900, height: 340 }),
  );
}

function renderAnalytics(analytics: Analytics) {
  server.use(http.get('/api/admin/analytics', () => HttpResponse.json(analytics)));
  return renderElement(<AnalyticsPage />);
}

/** The tick values of one axis of the chart a card holds. */
function ticksOf(card: HTMLElement, axis: string) {
  const canvas = within(card).getByRole<HTMLCanvasElement>('img');
  const chart = Chart.getChart(canvas);
  if (!chart) throw new Error('no chart was drawn');
  return chart.scales[axis]!.ticks.map((tick) => tick.value);
}

const quiz = (quizId: string, players: number, distribution: number[]) => ({
  quizId,
  title: { en: `Quiz ${quizId}`, hi: '' },
  players,
  completed: players,
  average: 2.5,
  distribution,
});

beforeEach(drawChartsOffscreen);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the analytics', () => {
  it('draws counts of people and plays on whole-number axes, however few there are', async () => {
    renderAnalytics({
      registrationsByDay: [
        { day: '2026-09-01', counts: { kanpur: 1 } },
        { day: '2026-09-02', counts: { bhopal: 1 } },
      ],
      participation: [quiz('q1', 1, [0, 0, 1, 0, 0, 0]), quiz('q2', 3, [0, 1, 0, 2, 0, 0])],
    });

    const registrations = await screen.findByRole('region', {
      name: 'Registrations over time, by team',
    });
    const people = ticksOf(registrations, 'y');
    expect(people.length).toBeGreaterThan(1);
    expect(people.every(Number.isInteger)).toBe(true);
    expect(ticksOf(registrations, 'x')).toHaveLength(2);
    // The days as people say them.
    const days = within(registrations).getAllByRole('rowheader', { hidden: true });
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringMatching(/^1 Sept?$/),
      expect.stringMatching(/^2 Sept?$/),
    ]);

    const participation = screen.getByRole('region', {
      name: 'Quiz participation and average score',
    });
    expect(ticksOf(participation, 'y').every(Number.isInteger)).toBe(true);
    const spread = screen.getByRole('region', { name: 'Score distribution' });
    expect(ticksOf(spread, 'y').every(Number.isInteger)).toBe(true);
    expect(ticksOf(spread, 'x')).toHaveLength(6);
  });

  it("draws in the admin area's font and colours, as its stylesheet sets them", async () => {
    const root = document.documentElement.style;
    root.setProperty('--indigo-900', '#102030');
    root.setProperty('--muted', '#405060');
    root.fontFamily = 'Festive, sans-serif';
    try {
      renderAnalytics({
        registrationsByDay: [{ day: '2026-09-01', counts: { kanpur: 3 } }],
        participation: [],
      });
      const card = await screen.findByRole('region', { name: 'Registrations over time, by team' });
      const chart = Chart.getChart(within(card).getByRole<HTMLCanvasElement>('img'))!;
      expect(chart.data.datasets[0]!.borderColor).toBe('#102030');
      // A single day is a bar per team, not dots on each other.
      expect(chart.config).toMatchObject({ type: 'bar' });
      const ticks = chart.options.scales!['y']!.ticks!;
      expect(ticks.color).toBe('#405060');
      expect(ticks.font).toMatchObject({ family: 'Festive, sans-serif' });
    } finally {
      root.removeProperty('--indigo-900');
      root.removeProperty('--muted');
      root.fontFamily = '';
    }
  });

  it('says what each chart will show when there is nothing to draw yet', async () => {
    renderAnalytics({ registrationsByDay: [], participation: [quiz('q1', 0, [0, 0, 0, 0, 0, 0])] });

    const registrations = await screen.findByRole('region', {
      name: 'Registrations over time, by team',
    });
    expect(registrations).toHaveTextContent(
      'Registrations per day will show here once people register.',
    );
    expect(within(registrations).queryByRole('img')).toBeNull();
    expect(
      screen.getByRole('region', { name: 'Quiz participation and average score' }),
    ).toHaveTextContent('Each quiz’s players and average score will show here once people play.');
    expect(screen.getByRole('region', { name: 'Score distribution' })).toHaveTextContent(
      'How many plays scored 0, 1, 2 and so on will show here once people finish a quiz.',
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
