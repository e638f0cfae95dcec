/**
 * The bar charts' uPlot options with the real uPlot: bars through uPlot.paths.bars, several series side by side
 * inside their category, a value axis from zero, every other month name left out on a phone-wide chart, and
 * categories down the left for the horizontal charts.
 */
import { describe, expect, it, vi } from 'vitest';

// uPlot reads the pixel ratio through matchMedia when it loads; jsdom has none
vi.hoisted(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
});

const { default: uPlot } = await import('uplot');
const { barChartData, barChartOptions } = await import('../../../src/features/dashboard/charts/barChartOptions');
const { applicationsByMonth, membersByChapter } = await import('../../../src/features/dashboard/charts/chartSpecs');
const { COUNTS, FIGURES } = await import('./fixtures');

const months = applicationsByMonth(COUNTS.applications.byMonth);
const axisNames = (options: uPlot.Options, width: number) => {
  const axis = options.axes![0];
  const splits = (axis.splits as () => number[])();
  return (axis.values as (u: { width: number }, splits: number[]) => string[])({ width }, splits);
};

describe('bar chart options', () => {
  it('draws every series with the bars path builder, side by side when there are several', () => {
    const bars = vi.spyOn(uPlot.paths, 'bars');
    const options = barChartOptions(months, 1000, false);
    expect(bars).toHaveBeenCalledTimes(3);
    const [first, second] = bars.mock.calls.map(([opts]) => opts!);
    const x0 = (opts: uPlot.Series.BarsPathBuilderOpts) => opts.disp!.x0!.values({ data: barChartData(months) } as unknown as uPlot, 1, 0, 2);
    // three bars per month, each a third of the group, starting left of the month's centre
    expect(x0(first)).toEqual([-0.4, 0.6, 1.6]);
    expect((x0(second) as number[]).map((x) => Number(x.toFixed(4)))).toEqual([-0.1333, 0.8667, 1.8667]);
    expect(options.series.map((series) => series.label)).toEqual(['Month', 'Submitted', 'Approved', 'Rejected']);
    expect(options.scales!.y.range).toEqual([0, 7 * 1.1]);
    bars.mockRestore();
  });

  it('names every month on a wide chart, every other one on a phone', () => {
    expect(axisNames(barChartOptions(months, 1000, false), 1000)).toEqual(['Sep', 'Oct', 'Nov']);
    expect(axisNames(barChartOptions(months, 343, false), 343)).toEqual(['Sep', '', 'Nov']);
  });

  it('lays categories down the left for a horizontal chart, tall enough for each', () => {
    const spec = membersByChapter(FIGURES);
    const options = barChartOptions(spec, 343, true);
    expect(options.scales!.x).toMatchObject({ ori: 1 });
    expect(options.axes![0].side).toBe(3);
    expect(options.height).toBeGreaterThanOrEqual(spec.labels.length * 30);
    expect(axisNames(options, 343)).toEqual(['Colombo', 'Kandy', 'Not assigned']);
    // long names are cut on a phone, whole on a wide chart
    const modes = { ...spec, labels: ['To Institute Office'] };
    expect(axisNames(barChartOptions(modes, 280, true), 280)).toEqual(['To Institut…']);
    expect(axisNames(barChartOptions(modes, 600, true), 600)).toEqual(['To Institute Office']);
    // the names' column is as wide as the longest name needs, never more than 38 % of the chart
    const size = barChartOptions(modes, 280, true).axes![0].size as (u: { width: number }) => number;
    expect(size({ width: 280 })).toBeLessThanOrEqual(280 * 0.38);
    expect(size({ width: 600 })).toBe(18 + 7 * 'To Institute Office'.length);
  });
});
