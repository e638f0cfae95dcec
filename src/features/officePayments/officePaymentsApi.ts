/**
 * The office payment calls through the app's http client: a statusCode other
 * than '00' (or a 4xx) arrives as an HttpError carrying the server's words.
 */
import { http } from '../../providers/http';
import type { MemberDues, MiscellaneousItem, OfficePaymentFields, RecordedPayment } from './officePaymentTypes';

export const fetchMemberDues = (memberNo: string) => http.get<MemberDues>(`application/member-dues/${encodeURIComponent(memberNo)}`);

export const fetchMiscellaneousItems = () =>
  http.get<{ data?: MiscellaneousItem[] }>('application/miscellaneous-items').then((json) => json.data ?? []);

/** `path` is the mode's endpoint: application/payment | membership-payment | miscellaneous-payment. */
export const recordOfficePayment = (path: string, memberNo: string, fields: OfficePaymentFields) =>
  http.post<RecordedPayment>(`${path}/${encodeURIComponent(memberNo)}`, fields);
