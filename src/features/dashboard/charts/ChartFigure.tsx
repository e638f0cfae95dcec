/**
 * One chart with its heading and its text alternative: a figure named by the heading holding the drawing
 * (hidden from screen readers) and a visually hidden table of the same numbers.
 */
import { useId } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { formatMoney } from '../../../domain/money';
import { text } from '../../../i18n/text';
import { BarChart } from './BarChart';
import type { ChartSpec } from './chartSpecs';

const ChartTable = ({ title, spec }: { title: string; spec: ChartSpec }) => {
  const value = (number: number) => (spec.money ? formatMoney(number) : String(number));
  return (
    <table style={visuallyHidden as React.CSSProperties}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{spec.categoryHeading}</th>
          {spec.series.map((series) => (
            <th scope="col" key={series.label}>
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {spec.series.map((series) => (
              <td key={series.label}>{value(series.values[index] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** Which colour is which series, when a chart has several (the table says it to screen readers). */
const ChartLegend = ({ spec }: { spec: ChartSpec }) => (
  <Box aria-hidden="true" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, fontSize: '0.875rem' }}>
    {spec.series.map((series) => (
      <Box key={series.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: series.color }} />
        {series.label}
      </Box>
    ))}
  </Box>
);

export const ChartFigure = ({ title, spec, horizontal = false }: { title: string; spec: ChartSpec; horizontal?: boolean }) => {
  const headingId = useId();
  // nothing to draw (no categories, or every figure 0): say so rather than show empty axes
  const empty = spec.series.every((series) => series.values.every((value) => value === 0));
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{text('dashboards.admin.noData')}</Typography>
      ) : (
        <figure aria-labelledby={headingId} style={{ margin: 0 }}>
          <BarChart spec={spec} horizontal={horizontal} />
          {spec.series.length > 1 && <ChartLegend spec={spec} />}
          <ChartTable title={title} spec={spec} />
        </figure>
      )}
    </Paper>
  );
};
