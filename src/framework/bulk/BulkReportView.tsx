/** What came of a bulk approval: how many were approved, and which were not and why (the server's words). */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { OutcomeMessage } from '../display/OutcomeMessage';
import type { Outcome } from '../types';
import type { BulkReport } from './runBulk';

const Reason = ({ reason }: { reason: Outcome }) => {
  const translate = useTranslate();
  return typeof reason === 'string' ? <>{translate(reason, { _: reason })}</> : <OutcomeMessage {...reason} />;
};

export const BulkReportView = ({ report }: { report: BulkReport }) => {
  const translate = useTranslate();
  return (
    <Box data-bulk-report>
      <Typography sx={{ fontWeight: 600 }} color="success.main">
        {translate(msg('bulk.approved'), { smart_count: report.approved.length })}
      </Typography>
      {report.failed.length > 0 && (
        <>
          <Typography sx={{ fontWeight: 600, mt: 1 }} color="error">
            {translate(msg('bulk.notApproved'), { smart_count: report.failed.length })}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0.5, overflowWrap: 'anywhere' }}>
            {report.failed.map(({ name, reason }, index) => (
              <li key={`${name}-${index}`}>
                <strong>{name}</strong>: <Reason reason={reason} />
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};
