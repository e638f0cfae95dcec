/**
 * One audit sample: each sampled member with their CPD year's hours and compliance, and every activity of
 * the year with its evidence (downloaded through usermanagement/files/{fileId}, as other evidence is).
 * Blocks of lines rather than a table, so a phone needs no sideways scroll.
 */
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wireDateToForm } from '../../../domain/dates';
import { StatusBadge } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { FileDownloadButton, filePath } from '../../../ui/download/FileDownloadButton';
import type { AuditActivity, AuditMember, AuditSample } from './auditTypes';

const ComplianceBadge = ({ compliant }: { compliant: boolean }) => (
  <StatusBadge value={compliant ? 'compliant' : 'behind'} label={msg(compliant ? 'cpdApprovals.compliant' : 'cpdApprovals.behind')} tone={compliant ? 'success' : 'error'} />
);

const ActivityLines = ({ activity }: { activity: AuditActivity }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="audit-activity" sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {wireDateToForm(activity.ActivityDate)} · {activity.ActivityTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[activity.CategoryName, `${activity.Hours} h`, activity.Provider, activity.ActivityStatusName].filter(Boolean).join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">{translate(msg('cpdApprovals.evidence'))}:</Typography>
        {activity.evidence ? (
          <FileDownloadButton path={filePath(activity.evidence.fileId)} fileName={activity.evidence.fileName} />
        ) : (
          <Typography variant="body2">{translate(msg('cpdApprovals.noEvidence'))}</Typography>
        )}
      </Box>
    </Box>
  );
};

const MemberBlock = ({ member }: { member: AuditMember }) => {
  const translate = useTranslate();
  const name = `${member.FirstName} ${member.LastName}`.trim();
  return (
    <Box component="section" aria-label={`${member.MemberNo} ${name}`} sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate(msg('cpdApprovals.memberHeading'), { memberNo: member.MemberNo, name })}
        </Typography>
        <ComplianceBadge compliant={member.compliance.compliant} />
      </Box>
      <Typography variant="body2">{translate(msg('cpdApprovals.hoursOf'), { done: member.compliance.done, required: member.compliance.required })}</Typography>
      {member.activities.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(msg('cpdApprovals.noActivities'))}
        </Typography>
      ) : (
        member.activities.map((activity) => <ActivityLines key={activity.ActivityID} activity={activity} />)
      )}
    </Box>
  );
};

export const AuditSampleView = ({ sample }: { sample: AuditSample }) => {
  const translate = useTranslate();
  return (
    <Stack divider={<Divider flexItem />}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(msg('cpdApprovals.sampleHeading'), { id: sample.AuditID, year: sample.year, share: sample.share })}
        </Typography>
        <Typography variant="body2">{translate(msg('cpdApprovals.membersCount'), { smart_count: sample.members.length })}</Typography>
      </Box>
      {sample.members.map((member) => (
        <MemberBlock key={member.UserID} member={member} />
      ))}
    </Stack>
  );
};
