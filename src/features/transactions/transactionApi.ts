/**
 * The back office's transaction calls (spec §7 "Transactions and reports") through
 * the app's http client: a statusCode other than '00' (or a 4xx) arrives as an HttpError with the
 * server's words. The list and the approve/reject go through the declaration (resources/transactions).
 */
import { http } from '../../providers/http';

/** A short-lived signed link to a payment's bank slip, relative to the API base. */
// The API takes JSON on every POST (an empty object here: the payment is in the path).
export const bankSlipLink = (paymentId: number) => http.post<{ url?: string }>(`application/bank-deposit-slip-link/${paymentId}`, {});

/** The report filter on the wire (spec §3 Report filter): dates YYYY-MM-DD. */
export interface ReportFilterWire {
  paymentType: string;
  paymentMode: string;
  renewalYear: string;
  fromDate: string;
  toDate: string;
}

/** Spec §7, §9: the report modal's query is page 1, 30 per page. */
export const REPORT_PAGE = { page: 1, perPage: 30 } as const;

/** The HTML transaction report: '00' with the file name and its content. */
export const transactionReport = (filter: ReportFilterWire) =>
  http.post<{ fileName?: string; content?: string }>('application/get-transaction-all-data-to-pdf', { ...filter, ...REPORT_PAGE });

/** The XML export of the same filter (GET with query parameters; an attachment). */
export const xmlExportPath = (filter: ReportFilterWire) => `application/export/xml?${new URLSearchParams({ ...filter }).toString()}`;
