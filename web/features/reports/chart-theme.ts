// The analytics' charts in the admin area's look: its font and the colours of web/styles/base.css,
// read from the page's custom properties so a change of the look reaches the charts too; and the
// axes the charts share (a count of people, drawn in whole numbers).
import type { ScaleOptions } from 'chart.js';
import { useMemo } from 'react';

export type ChartTheme = {
  font: string;
  ink: string;
  muted: string;
  grid: string;
  /** One colour per series (a team, a quiz), in order; more series than colours repeat them. */
  series: string[];
};

/** The custom properties the series take their colours from, most distinct first. */
const SERIES_PROPERTIES = [
  ['--indigo-900', '#312e81'],
  ['--saffron', '#f59e0b'],
  ['--magenta', '#be185d'],
  ['--success', '#166534'],
  ['--orange', '#c2410c'],
  ['--indigo-700', '#4338ca'],
  ['--muted', '#574a6b'],
  ['--error', '#b91c1c'],
] as const;

/** Each value as the page's stylesheet sets it, or the stylesheet's own default when it has none. */
function readChartTheme(root: Element = document.documentElement): ChartTheme {
  const style = getComputedStyle(root);
  const read = (property: string, fallback: string) =>
    style.getPropertyValue(property).trim() || fallback;
  return {
    font: style.fontFamily || 'sans-serif',
    ink: read('--ink', '#1f1633'),
    muted: read('--muted', '#574a6b'),
    grid: read('--border', '#e7d8c9'),
    series: SERIES_PROPERTIES.map(([property, fallback]) => read(property, fallback)),
  };
}

/** The theme, read once per page. */
export const useChartTheme = () => useMemo(() => readChartTheme(), []);

export const seriesColour = (theme: ChartTheme, index: number) =>
  theme.series[index % theme.series.length]!;

type LinearAxis = ScaleOptions<'linear'>;
type CategoryAxis = ScaleOptions<'category'>;

const axisText = (theme: ChartTheme) => ({ color: theme.muted, font: { family: theme.font } });

const titled = (theme: ChartTheme, title: string) => ({
  display: true,
  text: title,
  color: theme.ink,
  font: { family: theme.font, size: 13 },
});

/** An axis of people or plays: from zero, in whole numbers only (never half a person). */
export function countAxis(theme: ChartTheme, title: string): LinearAxis {
  return {
    type: 'linear',
    beginAtZero: true,
    ticks: { ...axisText(theme), precision: 0 },
    grid: { color: theme.grid },
    title: titled(theme, title),
  };
}

/** An axis of an average score: from zero to the most a play scores, in tenths. */
export function scoreAxis(theme: ChartTheme, title: string, most: number): LinearAxis {
  return {
    type: 'linear',
    position: 'right',
    min: 0,
    suggestedMax: most,
    ticks: { ...axisText(theme), precision: 1 },
    grid: { drawOnChartArea: false },
    title: titled(theme, title),
  };
}

/** The labels' axis (days, quizzes, scores); long labels turn rather than overlap on a phone. */
export function labelAxis(theme: ChartTheme, title: string): CategoryAxis {
  return {
    type: 'category',
    ticks: { ...axisText(theme), maxRotation: 50, autoSkip: true },
    grid: { display: false },
    title: titled(theme, title),
  };
}

/** What every chart shares: drawn at once, filling its box, the legend below in the admin's font. */
export function chartBase(theme: ChartTheme) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: {
      legend: {
        position: 'bottom' as const,
        labels: { color: theme.ink, font: { family: theme.font, size: 13 }, boxWidth: 14 },
      },
      tooltip: { titleFont: { family: theme.font }, bodyFont: { family: theme.font } },
    },
  };
}
