// The minutes of twelve meetings (January 2025 .. 15 November 2026) of every committee, each
// a real PDF of its own meeting (seed/minutes-documents.mjs) through the evidence registry, uploaded by the
// administrator three days after the meeting at 10.00 Sri Lanka time (04:30 UTC). Fixed dates, no clock.
import { SEED_MEETINGS } from './minutes-documents.mjs';

const UPLOADER = 'admin@example.org';
const UPLOAD_DELAY_DAYS = 3;

/** The upload's instant: the meeting's date plus three days, 10.00 in Colombo. */
const uploadedAtOf = (meetingDate) => {
  const [y, m, d] = meetingDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + UPLOAD_DELAY_DAYS, 4, 30)).toISOString();
};

/** '2025-01-18', 'Council' -> 'minutes-council-2025-01-18.pdf'. */
const fileNameOf = ({ committee, meetingDate }) => `minutes-${committee.toLowerCase().replace(/\s+/g, '-')}-${meetingDate}.pdf`;

export function minutesSeed({ users, evidence }) {
  const uploader = users.find((user) => user.username === UPLOADER);
  if (!uploader) throw new Error(`minutes seed: no user ${UPLOADER}`);
  const meetingMinutes = SEED_MEETINGS.map((meeting, index) => {
    const uploadedAt = uploadedAtOf(meeting.meetingDate);
    const file = evidence.add(meeting.kind, uploader.userID, fileNameOf(meeting), uploadedAt);
    const minutesId = index + 1;
    return {
      id: minutesId,
      minutesId,
      title: meeting.title,
      committee: meeting.committee,
      meetingDate: meeting.meetingDate,
      fileId: file.fileId,
      fileName: file.fileName,
      uploadedAt,
      uploadedBy: UPLOADER,
    };
  });
  return { meetingMinutes };
}
