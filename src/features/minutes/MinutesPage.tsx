/**
 * Meeting Minutes (/upload-minutes/view-upload-minutes): the declared minutes list (resources/minutes) with the
 * two things a static declaration cannot hold: the meeting date range filter and each row's "Open" (the PDF
 * needs the caller's token, so not a plain link).
 */
import { ResourceListScreen } from '../../framework';
import { meetingMinutes } from '../../../resources/minutes/meetingMinutes';
import { MeetingDateFilter } from './MeetingDateFilter';
import { OpenMinutesButton } from './OpenMinutesButton';

export const MinutesPage = () => (
  <ResourceListScreen resource={meetingMinutes} filterExtras={<MeetingDateFilter />} rowExtras={(record) => <OpenMinutesButton record={record} />} />
);
