/**
 * uPlot options of a bar chart: x is the category's index, each series one bar per category through uPlot's
 * bars path builder. Several series stand side by side in a group (their x0 offset inside the category);
 * `horizontal` lays the categories down the left (long names such as chapters stay readable on a phone).
 */
import uPlot from 'uplot';
import type { ChartSpec } from './chartSpecs';

/** Share of a category's width the bars of a group take. */
const GROUP_WIDTH = 0.8;
/** On a narrow chart every other month name is left out so the names do not run into each other. */
const CROWDED_BELOW_PX = 520;
/** Category names down the left take at most this share of the chart; longer names are cut to fit. */
const LABEL_SHARE = 0.38;
/** uPlot's axis font is 12 px: an average character's width, and the tick and gap beside the names. */
const CHAR_PX = 7;
const LABEL_PADDING_PX = 18;
const labelChars = (width: number) => Math.max(6, Math.floor((width * LABEL_SHARE - LABEL_PADDING_PX) / CHAR_PX));
const labelAxisPx = (width: number, names: readonly string[]) =>
  LABEL_PADDING_PX + CHAR_PX * Math.min(labelChars(width), Math.max(1, ...names.map((name) => name.length)));

// the facet unit "scale value" (a const enum in uPlot's types, so not readable at run time)
const SCALE_VALUE = 1 as uPlot.Series.BarsPathBuilderFacetUnit;

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const shorten = (label: string, chars: number) => (label.length > chars ? `${label.slice(0, chars - 1)}…` : label);

/** Bars of series `index` of `count`: side by side inside the group, centred on the category. */
const groupedBars = (index: number, count: number) => {
  const width = GROUP_WIDTH / count;
  return uPlot.paths.bars!({
    size: [0.9, 80],
    disp: {
      x0: { unit: SCALE_VALUE, values: (u) => (u.data[0] as number[]).map((x) => x - GROUP_WIDTH / 2 + index * width) },
      size: { unit: SCALE_VALUE, values: (u) => (u.data[0] as number[]).map(() => width * 0.92) },
    },
  });
};

const singleBars = () => uPlot.paths.bars!({ size: [GROUP_WIDTH, 80] });

export const chartHeight = (spec: ChartSpec, horizontal: boolean) => (horizontal ? 48 + spec.labels.length * 34 : 260);

export const barChartData = (spec: ChartSpec): uPlot.AlignedData => [spec.labels.map((_, index) => index), ...spec.series.map((series) => series.values)];

export function barChartOptions(spec: ChartSpec, width: number, horizontal: boolean): uPlot.Options {
  const names = spec.axisLabels ?? spec.labels;
  const count = spec.series.length;
  const max = Math.max(0, ...spec.series.flatMap((series) => series.values));
  const categoryAxis: uPlot.Axis = {
    side: horizontal ? 3 : 2,
    size: horizontal ? (u) => labelAxisPx(u.width, names) : 40,
    splits: () => names.map((_, index) => index),
    values: (u, splits) =>
      splits.map((index) => (!horizontal && u.width < CROWDED_BELOW_PX && index % 2 === 1 ? '' : shorten(names[index] ?? '', labelChars(u.width)))),
    grid: { show: false },
  };
  const valueAxis: uPlot.Axis = {
    side: horizontal ? 2 : 3,
    size: horizontal ? 36 : 56,
    values: (_u, splits) => splits.map((value) => compact.format(value)),
  };
  return {
    width,
    height: chartHeight(spec, horizontal),
    scales: {
      x: { time: false, range: [-0.5, spec.labels.length - 0.5], ...(horizontal ? { ori: 1, dir: -1 } : {}) },
      y: { range: [0, max > 0 ? max * 1.1 : 1], ...(horizontal ? { ori: 0, dir: 1 } : {}) },
    },
    axes: [categoryAxis, valueAxis],
    legend: { show: count > 1 },
    cursor: { points: { show: false } },
    series: [
      { label: spec.categoryHeading, value: (_u, index) => (index === null ? '' : (spec.labels[index] ?? '')) },
      ...spec.series.map((series, index) => ({
        label: series.label,
        fill: series.color,
        stroke: series.color,
        width: 0,
        points: { show: false },
        paths: count > 1 ? groupedBars(index, count) : singleBars(),
      })),
    ],
  };
}
