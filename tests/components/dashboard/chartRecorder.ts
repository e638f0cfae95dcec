import { BarChart } from 'chartist';
import { beforeEach, vi } from 'vitest';

/** What the dashboard handed one Chartist chart: its data and options, then the options of each redraw. */
export interface Plot {
  data: { labels: string[]; series: number[][] };
  options: { seriesBarDistance?: number; height?: number };
  updates: unknown[];
}

/** What a chart keeps of its constructor's arguments (Chartist declares them protected and private). */
type Given = Pick<Plot, 'data' | 'options'>;

/**
 * Only the text alternatives are under test here (jsdom lays nothing out): each test records, in the order they
 * were made, the charts the page makes instead of drawing them. Spies on Chartist's own class rather than a
 * replaced module, so the file shares the component tests' module graph (the setup restores spies after each test).
 */
export const recordCharts = (): Plot[] => {
  const plots: Plot[] = [];
  beforeEach(() => {
    plots.length = 0;
    const recordOf = new WeakMap<object, Plot>();
    /** A chart's record, made the first time Chartist touches it (its first drawing, or a redraw before that). */
    const record = (chart: BarChart): Plot => {
      const known = recordOf.get(chart);
      if (known) return known;
      const { data, options } = chart as unknown as Given;
      const made: Plot = { data, options, updates: [] };
      recordOf.set(chart, made);
      plots.push(made);
      return made;
    };
    vi.spyOn(BarChart.prototype, 'initialize').mockImplementation(function (this: BarChart) {
      record(this);
    });
    vi.spyOn(BarChart.prototype, 'update').mockImplementation(function (this: BarChart, _data, options) {
      record(this).updates.push(options);
      return this;
    });
  });
  return plots;
};
