/**
 * Chartist options of a bar chart, computed from the container's width so bars, gaps and names fit at 375 px
 * as at 1366 px. Several series stand side by side in a category (seriesBarDistance apart); `horizontal` lays
 * the categories down the left, first at the top, each name whole: a long one ("Honorary Fellow", "Payment
 * Gateway") wraps onto more lines in its column on a phone, and its row grows tall enough for them.
 */
import type { BarChartData, BarChartOptions } from 'chartist';
import type { ChartSpec } from './chartSpecs';

/** Share of a category's length the bars of a group take; each bar fills this share of its slot. */
const GROUP_SHARE = 0.8;
const BAR_SHARE = 0.92;
/** On a narrow chart every other month name is left out so the names do not run into each other. */
const CROWDED_BELOW_PX = 520;
/** Category names down the left take at most this share of the chart; longer names wrap. */
const LABEL_SHARE = 0.38;
/** A category row of a horizontal chart: its least height, and the height of one line of its name (12 px type). */
const ROW_PX = 34;
const LINE_PX = 14;
const ROW_GAP_PX = 10;
/** Chartist's label font is 12 px: an average character's width, and the gap beside the names. */
const CHAR_PX = 7;
const LABEL_PADDING_PX = 18;
/** Room for the value axis's names (beside a vertical chart, below a horizontal one), and for the month names. */
const VALUE_AXIS_PX = { vertical: 44, horizontal: 28 } as const;
const CATEGORY_AXIS_PX = 30;
const PADDING = { top: 12, right: 16, bottom: 4, left: 8 } as const;
/** A horizontal chart's last value name ('400K') starts at the right edge: room for it to end inside. */
const HORIZONTAL_PADDING = { ...PADDING, right: 32 } as const;

const labelChars = (width: number) => Math.max(6, Math.floor((width * LABEL_SHARE - LABEL_PADDING_PX) / CHAR_PX));
const labelAxisPx = (width: number, names: readonly string[]) =>
  LABEL_PADDING_PX + CHAR_PX * Math.min(labelChars(width), Math.max(1, ...names.map((name) => name.length)));
const categoryNames = (spec: ChartSpec) => spec.axisLabels ?? spec.labels;

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const shorten = (label: string, chars: number) => (label.length > chars ? `${label.slice(0, chars - 1)}…` : label);

/** The lines a name takes in a column `chars` characters wide, broken between words (a longer word on its own lines). */
export const wrappedLines = (name: string, chars: number): number => {
  let lines = 1;
  let used = 0;
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const length = word.length;
    if (used > 0 && used + 1 + length > chars) {
      lines += 1;
      used = 0;
    }
    if (length > chars) {
      lines += Math.ceil(length / chars) - 1;
      used = length % chars;
    } else used += (used > 0 ? 1 : 0) + length;
  }
  return lines;
};

/** A horizontal chart's row: tall enough for its longest name's lines at this width. */
const rowPx = (spec: ChartSpec, width: number) => {
  const lines = Math.max(1, ...categoryNames(spec).map((name) => wrappedLines(String(name), labelChars(width))));
  return Math.max(ROW_PX, lines * LINE_PX + ROW_GAP_PX);
};

export const chartHeight = (spec: ChartSpec, horizontal: boolean, width: number) => (horizontal ? 48 + spec.labels.length * rowPx(spec, width) : 260);

/** The length the categories share (the drawing's width, or its height when horizontal). */
const categoryAxisLength = (spec: ChartSpec, width: number, horizontal: boolean) =>
  horizontal
    ? chartHeight(spec, true, width) - PADDING.top - PADDING.bottom - VALUE_AXIS_PX.horizontal
    : width - PADDING.left - PADDING.right - VALUE_AXIS_PX.vertical;

/** Each bar's thickness and the distance between the bars of one category, in px. */
export function barGeometry(spec: ChartSpec, width: number, horizontal: boolean) {
  const slot = Math.max(1, categoryAxisLength(spec, width, horizontal)) / Math.max(1, spec.labels.length);
  const distance = (slot * GROUP_SHARE) / spec.series.length;
  return { thickness: Math.max(2, distance * BAR_SHARE), distance };
}

export const barChartData = (spec: ChartSpec): BarChartData => ({
  labels: categoryNames(spec),
  series: spec.series.map((series) => series.values),
});

/** Colour and thickness of one bar: Chartist draws bars as lines, so both are the stroke's. */
export function barStyle(spec: ChartSpec, horizontal: boolean, seriesIndex: number, thickness: number) {
  // a horizontal chart reverses its data (first category at the top), and with it the series
  const series = spec.series[horizontal ? spec.series.length - 1 - seriesIndex : seriesIndex];
  return `stroke: ${series?.color ?? 'currentColor'}; stroke-width: ${thickness.toFixed(1)}px`;
}

export function barChartOptions(spec: ChartSpec, width: number, horizontal: boolean): BarChartOptions {
  const names = categoryNames(spec);
  const max = Math.max(0, ...spec.series.flatMap((series) => series.values));
  const crowded = !horizontal && width < CROWDED_BELOW_PX;
  const categoryAxis = {
    offset: horizontal ? labelAxisPx(width, names) : CATEGORY_AXIS_PX,
    showGrid: false,
    // a horizontal chart's names wrap in their column (BarChart's styles); a month's short name is cut only if need be
    labelInterpolationFnc: (name: unknown, index: number) => (horizontal ? String(name) : crowded && index % 2 === 1 ? '' : shorten(String(name), labelChars(width))),
  };
  const valueAxis = {
    offset: horizontal ? VALUE_AXIS_PX.horizontal : VALUE_AXIS_PX.vertical,
    onlyInteger: true,
    labelInterpolationFnc: (value: unknown) => compact.format(Number(value)),
  };
  return {
    height: chartHeight(spec, horizontal, width),
    low: 0,
    high: max > 0 ? max * 1.1 : 1,
    chartPadding: horizontal ? HORIZONTAL_PADDING : PADDING,
    horizontalBars: horizontal,
    reverseData: horizontal,
    seriesBarDistance: barGeometry(spec, width, horizontal).distance,
    axisX: horizontal ? valueAxis : categoryAxis,
    axisY: horizontal ? categoryAxis : valueAxis,
  };
}
