/**
 * A uPlot bar chart that fills its container's width and follows it (ResizeObserver), at 375 px as at 1366 px.
 * Hidden from assistive technology: ChartFigure gives the same numbers as a table.
 */
import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { barChartData, barChartOptions, chartHeight } from './barChartOptions';
import type { ChartSpec } from './chartSpecs';

/** Before layout (or in a hidden tab) a container can measure 0: draw at a phone's width until it is known. */
const FALLBACK_WIDTH = 320;

export const BarChart = ({ spec, horizontal = false }: { spec: ChartSpec; horizontal?: boolean }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const plot = new uPlot(barChartOptions(spec, element.clientWidth || FALLBACK_WIDTH, horizontal), barChartData(spec), element);
    const height = chartHeight(spec, horizontal);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const width = Math.floor(entry.contentRect.width);
            if (width > 0 && width !== plot.width) plot.setSize({ width, height });
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [spec, horizontal]);
  return <Box ref={box} aria-hidden="true" data-testid="bar-chart" sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} />;
};
