/** The samples drawn so far (GET CPD/audit-samples), newest first; "Open" shows one again. */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../framework';
import { msg } from '../../../i18n/keys';
import type { AuditSampleSummary } from './auditTypes';

interface Props {
  samples: AuditSampleSummary[];
  onOpen: (auditId: number) => void;
}

export const PastSamples = ({ samples, onOpen }: Props) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(msg('cpdApprovals.pastSamples'))} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(msg('cpdApprovals.pastSamples'))}
      </Typography>
      {samples.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(msg('cpdApprovals.noPastSamples'))}
        </Typography>
      ) : (
        samples.map((sample) => (
          <Box key={sample.AuditID} data-testid="past-sample" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                {translate(msg('cpdApprovals.sampleHeading'), { id: sample.AuditID, year: sample.year, share: sample.share })} · {translate(msg('cpdApprovals.membersCount'), { smart_count: sample.count })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(msg('cpdApprovals.drawnOn'), { when: formatDateTime(sample.createdAt), who: sample.createdBy })}
              </Typography>
            </Box>
            <Button size="small" onClick={() => onOpen(sample.AuditID)} aria-label={`${translate(msg('cpdApprovals.open'))} ${sample.AuditID}`}>
              {translate(msg('cpdApprovals.open'))}
            </Button>
          </Box>
        ))
      )}
    </Box>
  );
};
