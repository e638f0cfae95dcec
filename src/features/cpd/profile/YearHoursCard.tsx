/**
 * "CPD year {from} – {to}": the year select, hours done against the requirement (a progress bar, "x of y
 * hours" and the Compliant / Behind badge) and the hours per category.
 */
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { categoryShortfallsOf, type Compliance } from '../../../domain/cpdRules.mjs';
import { wireDateToForm } from '../../../domain/dates';
import { msg } from '../../../i18n/keys';
import { SectionCard } from '../../../ui/SectionCard';
import { CategoryHours } from './CategoryHours';
import { ComplianceBadge } from '../../../ui/ComplianceBadge';
import { hoursText } from './hoursText';
import { YearSelect } from './YearSelect';

interface Props {
  compliance: Compliance;
  years: readonly number[];
  /** true while another year's summary loads */
  loading: boolean;
  onYear: (year: number) => void;
}

/** Share of the requirement done, 0..100 (a year requiring nothing is full). */
const percentOf = ({ done, required }: Compliance) => (required > 0 ? Math.min(100, (done / required) * 100) : 100);

export const yearTitle = (translate: ReturnType<typeof useTranslate>, { from, to }: { from: string; to: string }) =>
  translate(msg('cpdProfile.yearCard'), { from: wireDateToForm(from), to: wireDateToForm(to) });

/** Behind: which categories are short of their minimum, and by how many hours ("Behind" alone says nothing). */
const Shortfalls = ({ compliance }: { compliance: Compliance }) => {
  const translate = useTranslate();
  const short = compliance.compliant ? [] : categoryShortfallsOf(compliance);
  if (short.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="category-shortfalls">
      {short.map(({ category, needed }) => (
        <Typography key={category} component="li" variant="body2" color="error.main">
          {`${translate(msg('cpdProfile.behind'))}: ${translate(msg('cpdProfile.categoryShort'), { category, needed: hoursText(needed) })}`}
        </Typography>
      ))}
    </Box>
  );
};

const HoursDone = ({ compliance }: { compliance: Compliance }) => {
  const translate = useTranslate();
  const done = hoursText(compliance.done);
  const required = hoursText(compliance.required);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p">
          {translate(msg('cpdProfile.hoursOf'), { done, required })}
        </Typography>
        <ComplianceBadge compliant={compliance.compliant} />
      </Box>
      {/* a meter (hours against the requirement), not a task in progress: loading bars are progressbars */}
      <LinearProgress
        role="meter"
        variant="determinate"
        value={percentOf(compliance)}
        color={compliance.compliant ? 'success' : 'warning'}
        aria-label={translate(msg('cpdProfile.hoursProgress'))}
        aria-valuetext={translate(msg('cpdProfile.hoursOf'), { done, required })}
        sx={{ height: 10, borderRadius: 5 }}
      />
      {compliance.remaining > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(msg('cpdProfile.remaining'), { remaining: hoursText(compliance.remaining) })}
        </Typography>
      )}
      <Shortfalls compliance={compliance} />
    </Stack>
  );
};

export const YearHoursCard = ({ compliance, years, loading, onYear }: Props) => {
  const translate = useTranslate();
  return (
    <SectionCard
      title={yearTitle(translate, compliance)}
      actions={<YearSelect year={compliance.year} years={years} disabled={loading} onChange={onYear} />}
    >
      <Stack spacing={2}>
        <HoursDone compliance={compliance} />
        <CategoryHours rows={compliance.byCategory} />
      </Stack>
    </SectionCard>
  );
};
