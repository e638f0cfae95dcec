// CVs are kept on the member row as a base64 data URL (spec §3 cvFile): one member with a real PDF CV and
// one with a malformed one, so both answers of GET usermanagement/member/cv/{memberID} can be seen.
import { seedPdfBytes } from './pdf-bytes.mjs';

export const SEED_CV_MEMBER_NO = 'M0032';
export const SEED_BROKEN_CV_MEMBER_NO = 'M0033';

export const withSeedCvs = (members) =>
  members.map((member) => {
    if (member.memberNo === SEED_CV_MEMBER_NO) return { ...member, cvFile: `data:application/pdf;base64,${seedPdfBytes().cv.toString('base64')}` };
    if (member.memberNo === SEED_BROKEN_CV_MEMBER_NO) return { ...member, cvFile: 'data:application/pdf;base64,bm90IGEgcGRm' };
    return member;
  });
