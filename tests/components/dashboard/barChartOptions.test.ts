/**
 * The bar charts' Chartist options, and the real Chartist drawing them: several series side by side inside their
 * category with bars as thick as their slot allows, a value axis from zero, every other month name left out on a
 * phone-wide chart, and categories down the left (first at the top) for the horizontal charts.
 */
import { describe, expect, it, vi } from 'vitest';
import { BarChart } from 'chartist';
import { barChartData, barChartOptions, barGeometry, barStyle, wrappedLines } from '../../../src/features/dashboard/charts/barChartOptions';
import { applicationsByMonth, membersByChapter } from '../../../src/features/dashboard/charts/chartSpecs';
import { COUNTS, FIGURES } from './fixtures';

const months = applicationsByMonth(COUNTS.applications.byMonth);
type Axis = { offset: number; labelInterpolationFnc: (value: unknown, index: number) => string };
const axisNames = (axis: unknown, names: readonly string[]) => names.map((name, index) => (axis as Axis).labelInterpolationFnc(name, index));

describe('bar chart options', () => {
  it('groups the series of a month side by side, each bar within its share of the month', () => {
    const options = barChartOptions(months, 1000, false);
    const { thickness, distance } = barGeometry(months, 1000, false);
    // 1000 px less the value axis and padding, over three months, 80 % of it for three bars
    const slot = (1000 - 8 - 16 - 44) / 3;
    expect(distance).toBeCloseTo((slot * 0.8) / 3);
    expect(options.seriesBarDistance).toBe(distance);
    expect(thickness).toBeLessThan(distance);
    expect(barChartData(months)).toEqual({ labels: ['Sep', 'Oct', 'Nov'], series: [[4, 7, 3], [2, 5, 1], [1, 0, 2]] });
    expect(options).toMatchObject({ low: 0, high: 7 * 1.1, horizontalBars: false });
    expect(barStyle(months, false, 1, 12)).toBe('stroke: #2e7d32; stroke-width: 12.0px');
  });

  it('names every month on a wide chart, every other one on a phone', () => {
    expect(axisNames(barChartOptions(months, 1000, false).axisX, ['Sep', 'Oct', 'Nov'])).toEqual(['Sep', 'Oct', 'Nov']);
    expect(axisNames(barChartOptions(months, 343, false).axisX, ['Sep', 'Oct', 'Nov'])).toEqual(['Sep', '', 'Nov']);
  });

  it('lays categories down the left for a horizontal chart, first at the top, tall enough for each', () => {
    const spec = membersByChapter(FIGURES);
    const options = barChartOptions(spec, 343, true);
    expect(options).toMatchObject({ horizontalBars: true, reverseData: true });
    expect(options.height).toBeGreaterThanOrEqual(spec.labels.length * 30);
    expect(axisNames(options.axisY, spec.labels)).toEqual(['Colombo', 'Kandy', 'Not assigned']);
    // names are whole at every width: on a phone a long one wraps and its row grows for the lines
    const modes = { ...spec, labels: ['To Institute Office'] };
    expect(axisNames(barChartOptions(modes, 280, true).axisY, modes.labels)).toEqual(['To Institute Office']);
    expect(axisNames(barChartOptions(modes, 600, true).axisY, modes.labels)).toEqual(['To Institute Office']);
    expect(barChartOptions(modes, 600, true).height).toBe(48 + 34);
    expect(barChartOptions(modes, 280, true).height).toBeGreaterThan(48 + 34);
    // the names' column is as wide as the longest name needs, never more than 38 % of the chart
    expect((barChartOptions(modes, 280, true).axisY as Axis).offset).toBeLessThanOrEqual(280 * 0.38);
    expect((barChartOptions(modes, 600, true).axisY as Axis).offset).toBe(18 + 7 * 'To Institute Office'.length);
  });

  it('counts the lines a name wraps onto, between words', () => {
    expect(wrappedLines('Honorary Fellow', 20)).toBe(1);
    expect(wrappedLines('Honorary Fellow', 12)).toBe(2);
    expect(wrappedLines('To Institute Office', 10)).toBe(3);
    expect(wrappedLines('Supercalifragilistic', 8)).toBe(3);
  });

  it('the value axis shows compact whole numbers', () => {
    const axis = barChartOptions(months, 1000, false).axisY as Axis & { onlyInteger: boolean };
    expect(axis.onlyInteger).toBe(true);
    expect(axis.labelInterpolationFnc(234567.5, 0)).toBe('234.6K');
  });

  it('Chartist draws one bar per figure in the series colours', async () => {
    // Chartist asks matchMedia for its responsive options; jsdom has none
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const element = document.createElement('div');
    document.body.append(element);
    const chart = new BarChart(element, barChartData(months), barChartOptions(months, 600, false));
    chart.on('draw', (event) => {
      if (event.type === 'bar') event.element.attr({ style: barStyle(months, false, event.seriesIndex, 10) });
    });
    await new Promise((resolve) => chart.on('created', resolve));
    const bars = [...element.querySelectorAll('.ct-bar')];
    expect(bars).toHaveLength(9);
    expect(bars.filter((bar) => bar.getAttribute('style')?.includes('#c62828'))).toHaveLength(3);
    chart.detach();
    element.remove();
    vi.unstubAllGlobals();
  });
});
