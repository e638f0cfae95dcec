import { http } from '../../providers/http';
import { trimInquiry, type InquiryValues } from './inquiryRules';

interface InquiryReply {
  status?: string;
  statusCode?: string;
  inquiryId?: number | string;
}

/**
 * POST inquiries (public): optional phone and member number are left out when empty. A failed
 * code or a 4xx arrives as an HttpError carrying the server's status text.
 */
export const sendInquiry = (values: InquiryValues) => {
  const { phone, memberNo, ...required } = trimInquiry(values);
  return http.post<InquiryReply>('inquiries', { ...required, ...(phone ? { phone } : {}), ...(memberNo ? { memberNo } : {}) });
};
