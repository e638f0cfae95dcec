/**
 * The admin dashboard's figures as chart specs: category labels and one or more series of numbers. Pure, so
 * the chart, its text alternative (the table) and the tests read the same numbers.
 */
import { text } from '../../../i18n/text';
import type { MemberFigures, MonthCounts, PeriodTakings } from '../dashboardTypes';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface ChartSpec {
  /** what each bar (group) stands for, as the table names it: 'Dec 2025', 'Colombo' */
  labels: string[];
  /** the axis's shorter names ('Dec'), when they differ */
  axisLabels?: string[];
  /** the table's first column heading */
  categoryHeading: string;
  series: ChartSeries[];
  /** money: the table and the value axis show LKR */
  money?: boolean;
}

/** Colours with enough contrast on white, told apart by more than hue alone (the table carries the numbers). */
export const COLORS = { blue: '#1565c0', green: '#2e7d32', red: '#c62828', orange: '#e65100', purple: '#6a1b9a' } as const;

const MONTHS = text('dashboards.admin.monthNames').split(',');

const monthParts = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return { short: MONTHS[number - 1] ?? month, year };
};

export const applicationsByMonth = (byMonth: readonly MonthCounts[]): ChartSpec => ({
  labels: byMonth.map(({ month }) => `${monthParts(month).short} ${monthParts(month).year}`),
  axisLabels: byMonth.map(({ month }) => monthParts(month).short),
  categoryHeading: text('dashboards.admin.month'),
  series: [
    { label: text('dashboards.admin.submitted'), values: byMonth.map((row) => row.submitted), color: COLORS.blue },
    { label: text('dashboards.admin.approved'), values: byMonth.map((row) => row.approved), color: COLORS.green },
    { label: text('dashboards.admin.rejected'), values: byMonth.map((row) => row.rejected), color: COLORS.red },
  ],
});

const countsChart = (rows: readonly { label: string; count: number }[], categoryHeading: string, color: string): ChartSpec => ({
  labels: rows.map((row) => row.label),
  categoryHeading,
  series: [{ label: text('dashboards.admin.count'), values: rows.map((row) => row.count), color }],
});

export const membersByType = (figures: MemberFigures) => countsChart(figures.members.byType, text('dashboards.admin.type'), COLORS.blue);
export const membersByChapter = (figures: MemberFigures) => countsChart(figures.members.byChapter, text('dashboards.admin.chapter'), COLORS.purple);

export const paymentsByMode = (period: PeriodTakings, color: string): ChartSpec => ({
  labels: period.byMode.map((row) => row.label),
  categoryHeading: text('dashboards.admin.mode'),
  series: [{ label: text('dashboards.admin.amount'), values: period.byMode.map((row) => row.amountLkr), color }],
  money: true,
});
