/**
 * A Chartist bar chart (SVG) that fills its container's width and follows it (ResizeObserver), at 375 px as
 * at 1366 px. Hidden from assistive technology: ChartFigure gives the same numbers as a table.
 */
import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { BarChart as Chartist } from 'chartist';
import 'chartist/dist/index.css';
import { barChartData, barChartOptions, barGeometry, barStyle } from './barChartOptions';
import type { ChartSpec } from './chartSpecs';

/** Before layout (or in a hidden tab) a container can measure 0: draw at a phone's width until it is known. */
const FALLBACK_WIDTH = 320;

/** Chartist's grey axis names are too faint on white; the theme's secondary text colour reads at 4.5:1. */
const AXIS_TEXT = {
  '& .ct-label': { color: 'text.secondary', fill: 'currentColor', fontSize: '0.75rem' },
  // a category's name down the left of a horizontal chart wraps in its column rather than being cut
  '& .ct-horizontal-bars .ct-label.ct-vertical': { lineHeight: 1.15, overflowWrap: 'anywhere' },
} as const;

export const BarChart = ({ spec, horizontal = false }: { spec: ChartSpec; horizontal?: boolean }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let width = element.clientWidth || FALLBACK_WIDTH;
    const chart = new Chartist(element, barChartData(spec), barChartOptions(spec, width, horizontal));
    chart.on('draw', (event) => {
      if (event.type === 'bar') event.element.attr({ style: barStyle(spec, horizontal, event.seriesIndex, barGeometry(spec, width, horizontal).thickness) });
    });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const next = Math.floor(entry.contentRect.width);
            if (next <= 0 || next === width) return;
            width = next;
            chart.update(undefined, barChartOptions(spec, width, horizontal));
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.detach();
    };
  }, [spec, horizontal]);
  return <Box ref={box} aria-hidden="true" data-testid="bar-chart" sx={{ width: '100%', minWidth: 0, overflow: 'hidden', ...AXIS_TEXT }} />;
};
