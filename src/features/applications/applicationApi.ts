/**
 * The application calls of both modes (contract "Applicant side"): the applicant's own (member/1, then
 * user/1 on "No Member"; updateApplicantDetail; applicant/approval) and the staff's on an applicant's
 * behalf (applicant/{userId}; updatemember and approvaladmin with the userId).
 */
import { http } from '../../providers/http';
import { NO_MEMBER } from '../members/memberApi';
import type { ApplicantMode, ApplicationHeader, Reply } from './applicationTypes';

const memberDataOf = (json: unknown): unknown => (json as { memberData?: unknown } | null)?.memberData;
const asHeader = (data: unknown): ApplicationHeader | null => (typeof data === 'object' && data !== null ? (data as ApplicationHeader) : null);

/** Spec §4: the member record first; "No Member" -> the user details, which carry the application header. */
const fetchOwnApplication = async (): Promise<ApplicationHeader | null> => {
  const member = memberDataOf(await http.get<unknown>('usermanagement/member/1'));
  if (member !== NO_MEMBER && asHeader(member)) return null; // already a member: no application to fill
  return asHeader(memberDataOf(await http.get<unknown>('usermanagement/user/1')));
};

export const fetchApplication = (mode: ApplicantMode): Promise<ApplicationHeader | null> =>
  mode.kind === 'self'
    ? fetchOwnApplication()
    : http.get<unknown>(`usermanagement/applicant/${mode.userId}`).then((json) => asHeader(memberDataOf(json)));

export const applicationKey = (mode: ApplicantMode) => ['application', mode.kind === 'self' ? 'self' : mode.userId];

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The code and words of an answer, whether it succeeded or was refused (the client throws those). */
export const replyOf = async (call: () => Promise<unknown>): Promise<Reply> => {
  let body: unknown;
  try {
    body = await call();
  } catch (error) {
    body = (error as { body?: unknown } | null)?.body;
  }
  const envelope = (body ?? {}) as { statusCode?: unknown; status?: unknown; message?: unknown; limit?: unknown };
  const code = envelope.statusCode === undefined || envelope.statusCode === null ? undefined : String(envelope.statusCode);
  const limit = textOf(envelope.limit);
  return { code, status: textOf(envelope.status) ?? textOf(envelope.message), ...(limit ? { limit } : {}) };
};

/** Save the header (multipart: the CV travels as a file). */
export const saveProfile = (mode: ApplicantMode, body: Record<string, unknown>) =>
  replyOf(() =>
    http.request({
      method: 'POST',
      path: mode.kind === 'self' ? 'usermanagement/member/updateApplicantDetail' : 'usermanagement/member/updatemember',
      body: mode.kind === 'self' ? body : { ...body, userId: mode.userId },
      multipart: true,
    }).then((r) => r.json),
  );

/** Submit for approval. */
export const submitApplication = (mode: ApplicantMode) =>
  replyOf(() =>
    mode.kind === 'self' ? http.post('usermanagement/applicant/approval', {}) : http.post('usermanagement/applicant/approvaladmin', { userId: mode.userId }),
  );

/** The stored CV (owner or staff). */
export const cvPath = (userId: number) => `usermanagement/applicant/cv/${userId}`;
