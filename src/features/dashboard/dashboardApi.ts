/**
 * The dashboards' calls through the app's http client. An envelope other than '00' (e.g. '01' for a user
 * without a member record) is handed back, not thrown, so each card can say what it means.
 */
import { http, type Query } from '../../providers/http';
import { STATUS_CODE } from '../../domain/status';
import type {
  ApplicantOverview,
  ApplicationCounts,
  CpdCounts,
  MemberCard,
  MemberDues,
  MemberFigures,
  PayButton,
} from './dashboardTypes';

interface Envelope {
  statusCode?: string;
  status?: string;
}

/** A refused answer ('01' / '02'): the card shows the server's words. */
export class RefusedAnswer extends Error {}

const envelopeOf = async <T>(path: string, query?: Query): Promise<T & Envelope> => {
  const { json } = await http.request<T & Envelope>({ method: 'GET', path, query, envelope: 'return' });
  return json;
};

/** The `data` of a '00' answer; a refusal throws RefusedAnswer with the server's text. */
const dataOf = async <T>(path: string, query?: Query): Promise<T> => {
  const answer = await envelopeOf<{ data?: T }>(path, query);
  if (answer.statusCode !== STATUS_CODE.OK || answer.data === undefined) throw new RefusedAnswer(answer.status ?? '');
  return answer.data;
};

export const DASHBOARD_KEY = ['dashboard'] as const;

export const fetchApplicationCounts = () => dataOf<ApplicationCounts>('dashboard/dashboardApplicationcounts');
export const fetchMemberFigures = () => dataOf<MemberFigures>('dashboard/get-member-details-for-dashboard');
export const fetchMemberCard = (memberId: number) => dataOf<MemberCard>(`dashboard/memberDashboard/${memberId}`);
export const fetchPayButton = () => dataOf<PayButton>('dashboard/get-response-for-payment-button-hide');
export const fetchCpdCounts = (userId: number) => dataOf<CpdCounts>(`dashboard/dashboardcpdcounts/${userId}`);
export const fetchApplicantOverview = (applicationId: number) => dataOf<ApplicantOverview>(`dashboard/applicantDashboard/${applicationId}`);

export const fetchMemberDues = async (memberId: number): Promise<MemberDues> => {
  const answer = await envelopeOf<Partial<MemberDues>>(`dashboard/getPaymentFee/${memberId}`);
  if (answer.statusCode !== STATUS_CODE.OK || !answer.dues) throw new RefusedAnswer(answer.status ?? '');
  return { dues: answer.dues, newMembershipDue: answer.newMembershipDue ?? null };
};
