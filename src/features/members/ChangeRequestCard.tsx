/**
 * "Membership Information Modification Request" (spec §2, §5, §8): the declared request form
 * (Designation, searchable Member Type, Remark, Upload Service Letter; "Request to Update") and the
 * member's own requests with their status, so an approval shows.
 */
import { Box } from '@mui/material';
import { EmbeddedList, InlineForm } from '../../framework';
import { msg } from '../../i18n/keys';
import { changeRequests } from '../../../resources/memberRecords/changeRequests';
import { SectionCard } from '../../ui/SectionCard';

export const ChangeRequestCard = () => (
  <SectionCard title={msg('memberRecords.requestCard')} subtitle={msg('memberRecords.requestSubtitle')}>
    <InlineForm resource={changeRequests} submitLabel={msg('memberRecords.requestToUpdate')} />
    <Box sx={{ mt: 2 }}>
      <EmbeddedList resource={changeRequests} />
    </Box>
  </SectionCard>
);
