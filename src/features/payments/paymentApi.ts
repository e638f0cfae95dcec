/** The member payment page's calls, through the app's http client. */
import { http } from '../../providers/http';
import { STATUS_CODE } from '../../domain/status';
import type { PaymentType } from './paymentKinds';
import type { CheckoutOrder, MemberPaymentView, PaymentEvent, PaymentRow } from './paymentTypes';
import { screenPath } from '../../../resources/screens';

/** Where the gateway sends the member back to (the server accepts only /member/ paths). */
export const RETURN_PATH = screenPath('memberRenewal');
/** An event fee's payer comes back to their events screen. */
export const EVENT_FEE_RETURN_PATH = screenPath('memberEvents');

/** The member's summary, dues and pending payment; null for a user without a member record ('01'). */
export const fetchMemberPaymentView = async (): Promise<MemberPaymentView | null> => {
  const { json } = await http.request<MemberPaymentView & { statusCode?: string }>({
    method: 'GET',
    path: 'application/member-view-for-member-renewal',
    envelope: 'return',
  });
  return json.statusCode === STATUS_CODE.OK ? json : null;
};

/** Spec §9: the payment details list is fixed at page 1, 10 rows, newest first. */
export const HISTORY_PAGE = { page: 1, perPage: 10, sortColumn: 'createdAt', sortDirection: 'desc' } as const;

export const fetchPaymentHistory = (memberID: number) =>
  http.get<{ data: PaymentRow[]; total: number }>(`application/getPaymentDetails/${memberID}`, HISTORY_PAGE);

export interface BankDeposit {
  paymentType: PaymentType;
  /** The held booking an Event Fee pays. */
  eventMemberId?: number;
  referenceNumber: string;
  /** YYYY-MM-DD */
  depositDate: string;
  depositBank: string;
  slip: File;
}

/** Multipart; the amount is the server's (never sent). Throws the server's text when refused. */
export const saveBankDeposit = (deposit: BankDeposit) =>
  http
    .request<{ status: string; paymentId: number; amount: number }>({
      method: 'POST',
      path: 'application/bank-deposit-save',
      body: { ...deposit },
      multipart: true,
    })
    .then((r) => r.json);

/**
 * Opens a gateway order; the fields (amount and hash included) are the server's. An Event Fee names the held
 * booking it pays, and its payer returns to their events screen.
 */
export const startCardPayment = (paymentType: PaymentType, eventMemberId?: number) =>
  http.post<CheckoutOrder>(
    'application/get-payment-details-for-pg',
    eventMemberId ? { paymentType, eventMemberId, returnPath: EVENT_FEE_RETURN_PATH } : { paymentType, returnPath: RETURN_PATH },
  );

/** Voids the member's own open checkout at once (its gateway page, if still open, can no longer be credited quietly). */
export const cancelCardPayment = (logId: number) => http.post<{ state: string }>(`application/cancel-card-payment/${logId}`, {});

/** The order the gateway sent the member back with. */
export const fetchReturnedOrder = (orderId: string) =>
  http.get<PaymentEvent>('application/get-ipg-return-val', { order_id: orderId });

/** The polling fallback: the same JSON as one stream event. */
export const fetchPaymentResponse = (logId: number) => http.get<PaymentEvent>(`application/get-response-for-payment/${logId}`);

/** Closes the caller's open result streams on the server. */
export const stopPaymentEvents = () => http.get<{ closed: number }>('application/stop');

/** The stream's path (read with paymentEventStream, not the JSON client). */
export const paymentEventsPath = (logId: number) => `application/events/${logId}`;
