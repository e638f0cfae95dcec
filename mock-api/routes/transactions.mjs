// The transactions back office (spec §2 "Transaction View / Approve screen", §4 Transaction status, §5 Report
// filter, §7 "Transactions and reports"): the paged list, the approve/reject decision (lib/payments/payment-decision.mjs),
// the receipt PDF, the HTML and XML reports, signed links to bank slips and re-sending the decision mails.
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC, SIGNED_IN, allows, screens } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, badRequest, forbidden, reply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/auth/own-case.mjs';
import { memberOfUser } from '../lib/members/members.mjs';
import { getGlobalDetails } from '../lib/master-data/global-details.mjs';
import { findFile } from '../lib/files/uploads.mjs';
import { sendFile, sendStoredFile } from '../lib/files/file-answers.mjs';
import { PAYMENT_SCREENS, PERMISSION, SCREEN } from '../lib/registry/screens.mjs';
import { PAYMENTS, paymentById } from '../lib/payments/payment-rows.mjs';
import { todayOf } from '../lib/payments/dues.mjs';
import { approvePayment, rejectPayment, sendDecisionMail } from '../lib/payments/payment-decision.mjs';
import { receiptFileName, receiptPdf } from '../lib/payments/receipt-pdf.mjs';
import { reportDayOf, reportFilterOf, reportHtml, reportRows, reportTimestamp, reportXml } from '../lib/payments/transaction-report.mjs';
import { isValidSlipToken, slipViewUrl } from '../lib/payments/slip-links.mjs';
import {
  CHECKOUT_STATE, PAYMENT_MODE, PAYMENT_STATUS, PAYMENT_TEXT, PAYMENT_TYPE, REJECT_REASON_MAX, REPORT_PAYMENT_MODES, REPORT_PAYMENT_TYPES, REPORT_RENEWAL_YEARS,
} from '../../src/domain/paymentRules.mjs';
import { checkoutRows } from '../lib/payments/checkouts.mjs';
import { hasSlip, staffTransactionRowOf } from '../lib/payments/payments.mjs';
import { isWireDate } from '../../src/domain/wireDates.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { mapRows } from '../lib/storage/row-memo.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, anyOf, byRoute, envelope, file, idParam, integer, json, object, page, text } from '../lib/contract/schemas.mjs';
import { CHECKOUT_ROW, PAYMENT_MODES, PAYMENT_TYPES, TRANSACTION_ROW, fileOrJson } from '../lib/contract/shapes/payments.mjs';

const TRANSACTIONS = '§7 Transactions and reports';
const PREFIX = '§7 Member profile and records: application prefix';
const { OK, NOT_FOUND, FAILED, FAILED_ALT, LOCKED, MISSING_FIELDS } = STATUS_CODE;
const lenient = (schema) => byRoute(schema, 'a value that is none of the options is ignored');
const PAYMENT_ID = idParam("400 '05' 'paymentId is required' (no id), 404 '01' 'Transaction not found'");
const PAYMENT_NOT_FOUND = json("'01' 'Transaction not found' (or, for a slip, 'This payment has no bank slip').", envelope([NOT_FOUND]));
const NOT_THEIRS = json("'02': neither staff of the screen nor the payer.", envelope([FAILED]));
const outcome = (description, codes, extra = {}, required = []) => json(description, envelope(codes, extra, { message: true, required }));
/** The report filter (spec §5): each select's options, the dates YYYY-MM-DD; refused in the spec's order with its texts. */
const REPORT_RULE = "200 with the spec's §5 text: '05' a select or a date missing, '04' a date later than today, '03' 'Invalid date range' (fields: each refused field's text)";
const REPORT_FILTER = object({
  paymentType: byRoute(text({ values: REPORT_PAYMENT_TYPES }), REPORT_RULE),
  paymentMode: byRoute(text({ values: REPORT_PAYMENT_MODES }), REPORT_RULE),
  renewalYear: byRoute(text({ values: REPORT_RENEWAL_YEARS }), REPORT_RULE),
  fromDate: byRoute(text({ format: 'date' }), REPORT_RULE),
  toDate: byRoute(text({ format: 'date', description: 'After fromDate, not after today (Sri Lanka).' }), REPORT_RULE),
}, { required: ['paymentType', 'paymentMode', 'renewalYear', 'fromDate', 'toDate'] });
const REPORT_REFUSED = envelope([MISSING_FIELDS, LOCKED, FAILED_ALT, FAILED], { fields: object({}, { description: "Each refused field's text." }) }, { message: true });

const APPROVERS = screens(SCREEN.APPROVE_TRANSACTIONS);
/** The report's XML export: made by the server, so its type is known rather than read from the bytes. */
const XML_REPORT = Object.freeze({ contentType: 'application/xml; charset=utf-8', extension: 'xml' });
/** Approving or rejecting is its own permission: a role may read the transactions without deciding them. */
const DECIDERS = screens(PERMISSION.DECIDE_TRANSACTIONS);
/** Receipts are printed from every payment screen (140..143); slips are looked at on 140 only. */
const RECEIPT_SCREENS = screens(...PAYMENT_SCREENS);

export const TRANSACTION_TEXT = Object.freeze({
  paymentIdRequired: 'paymentId is required',
  approveInvalid: "approve must be 'approve' or 'reject'",
  reasonNotText: 'rejectReason must be text',
  reasonTooLong: `The reason must be at most ${REJECT_REASON_MAX} characters`,
  notFound: 'Transaction not found',
  noSlip: 'This payment has no bank slip',
  slipLink: 'Bank slip link',
  mailSent: 'Mail sent',
  notDecided: 'The payment has not been decided yet',
  wrongType: (type) => `This is not a ${type} payment`,
  noAddress: 'The member has no e-mail address',
  reportGenerated: 'Report generated',
  xmlGenerated: 'XML generated',
});

const LIST = {
  filterColumns: ['memberNo', 'firstName', 'lastName', 'nic', 'refNo', 'receiptNo', 'referenceNumber'],
  sortColumns: ['paymentId', 'paymentType', 'paymentMode', 'amount', 'status', 'createdAt', 'paidDate', 'receiptNo', 'refNo', 'memberNo', 'firstName', 'lastName', 'responseText'],
  defaultSort: { column: 'createdAt', direction: 'desc' },
};
const STATUSES = new Set(Object.values(PAYMENT_STATUS));
const notFound = (res, text = TRANSACTION_TEXT.notFound) => reply(res, 404, text, STATUS_CODE.NOT_FOUND);

/** A transaction row as the screens get it: the stored row with its status name and whether a slip is kept. */

/** The list's own filters; a value that is none of the options is ignored, like a bad page number. */
function listFilter(query) {
  const text = (value) => (typeof value === 'string' ? value.trim() : '');
  const day = (value) => (isWireDate(text(value)) ? text(value) : '');
  const option = (value, options) => (options.includes(text(value)) ? text(value) : '');
  const status = Number(text(query.status));
  return {
    from: day(query.fromdate),
    to: day(query.todate),
    mode: option(query.paymentMode, Object.values(PAYMENT_MODE)),
    type: option(query.paymentType, Object.values(PAYMENT_TYPE)),
    status: STATUSES.has(status) ? status : null,
    // a checkout state lists the card checkouts in it (no payment yet) instead of the payments
    checkout: option(query.status, Object.values(CHECKOUT_STATE)) || null,
  };
}

const keeps = (filter) => (row) => {
  const day = reportDayOf(row);
  return (
    (!filter.from || day >= filter.from) &&
    (!filter.to || day <= filter.to) &&
    (!filter.mode || row.paymentMode === filter.mode) &&
    (!filter.type || row.paymentType === filter.type) &&
    (filter.status === null || row.status === filter.status)
  );
};

/** The reason of a rejection: text, required, at most REJECT_REASON_MAX. */
function rejectReasonOf(body) {
  const value = body.rejectReason;
  if (value !== undefined && value !== null && typeof value !== 'string') return { invalid: TRANSACTION_TEXT.reasonNotText };
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason) return { refused: PAYMENT_TEXT.rejectReasonRequired };
  if (reason.length > REJECT_REASON_MAX) return { invalid: TRANSACTION_TEXT.reasonTooLong };
  return { reason };
}

export function transactionRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const all = () => db.get(PAYMENTS).value();
  const transactionRows = (filter) => derived(db, `transactions:${JSON.stringify(filter)}`, [PAYMENTS], () => mapRows(all().filter(keeps(filter)), staffTransactionRowOf));
  const isPayer = (user, payment) => payment.userId === user.userID || (memberOfUser(db, user.userID)?.memberID ?? null) === payment.memberID;

  /** Runs handler(payment) for staff holding `staffPolicy` or the payer (payment ids are sequential: 404 hides nothing). */
  const forStaffOrPayer = (staffPolicy, handler) => (req, res) => {
    const user = req.auth.user;
    const staff = allows(db, staffPolicy, user);
    const raw = req.params.paymentId ?? (isPlainObject(req.body) ? req.body.paymentId : undefined);
    const paymentId = idFrom(raw);
    if (!paymentId) return badRequest(res, TRANSACTION_TEXT.paymentIdRequired);
    const payment = paymentById(db, paymentId);
    if (!payment) return notFound(res);
    if (!staff && !isPayer(user, payment)) return forbidden(res);
    return handler(payment, req, res);
  };

  routes.get('/application/view-transactions', APPROVERS, contract({
    summary: 'The transactions, filtered by paid day, mode, type and status (or the card checkouts of a state)',
    source: spec(TRANSACTIONS, 'GET application/view-transactions'),
    query: object({
      ...PAGED_QUERY.properties,
      fromdate: lenient(text({ format: 'date', description: 'From this paid day (YYYY-MM-DD).' })),
      todate: lenient(text({ format: 'date', description: 'Up to this paid day (YYYY-MM-DD).' })),
      paymentMode: lenient(text({ values: PAYMENT_MODES })),
      paymentType: lenient(text({ values: PAYMENT_TYPES })),
      status: lenient(text({ values: [...Object.values(PAYMENT_STATUS).map(String), ...Object.values(CHECKOUT_STATE)], description: 'A payment status, or a checkout state (then the checkouts in it, not payments).' })),
    }),
    responses: { 200: json('One page of transaction rows (or checkout rows), newest first unless sorted otherwise.', page(anyOf(TRANSACTION_ROW, CHECKOUT_ROW))) },
  }), (req, res) => {
    const filter = listFilter(req.query);
    // Checkouts are read afresh: whether one has expired depends on the clock, not on a write.
    const rows = filter.checkout ? checkoutRows(ctx, filter.checkout).filter(keeps(filter)) : transactionRows(filter);
    return res.json(pagedList(rows, req.query, LIST));
  });

  // The decision writes its own activity entry (lib/payments/payment-decision.mjs): no logs() middleware here.
  routes.put('/application/approve-transactions', DECIDERS, contract({
    summary: 'Approves or rejects a pending payment (a rejection with its reason)',
    source: spec(TRANSACTIONS, 'PUT application/approve-transactions'),
    body: byRoute(object({
      paymentId: byRoute(integer({ min: 1 }), `400 '05' '${TRANSACTION_TEXT.paymentIdRequired}'`),
      approve: byRoute(text({ values: ['approve', 'reject'] }), `400 '05' "${TRANSACTION_TEXT.approveInvalid}"`),
      rejectReason: byRoute(text({ max: REJECT_REASON_MAX, description: 'Required to reject.' }), `400 '05' '${TRANSACTION_TEXT.reasonNotText}' or '${TRANSACTION_TEXT.reasonTooLong}'; none: 200 '02' '${PAYMENT_TEXT.rejectReasonRequired}'`),
    }, { required: ['paymentId', 'approve'] }), `400 '05' '${TRANSACTION_TEXT.paymentIdRequired}' for a body that is no JSON object`, ['type']),
    responses: {
      200: outcome(`'00' '${PAYMENT_TEXT.approved}' (with the receipt number) or '${PAYMENT_TEXT.rejected}'; '02' '${PAYMENT_TEXT.notPending}' or '${PAYMENT_TEXT.rejectReasonRequired}'.`, [OK, FAILED], { paymentId: integer({ min: 1 }), receiptNo: text() }),
      404: PAYMENT_NOT_FOUND,
    },
  }), notOwnCase('payment', (req) => SUBJECT.payment(db, bodyOf(req).paymentId)), (req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const paymentId = idFrom(body.paymentId);
    if (!paymentId) return badRequest(res, TRANSACTION_TEXT.paymentIdRequired);
    if (body.approve !== 'approve' && body.approve !== 'reject') return badRequest(res, TRANSACTION_TEXT.approveInvalid);
    const payment = paymentById(db, paymentId);
    if (!payment) return notFound(res);
    if (payment.status !== PAYMENT_STATUS.PENDING) return answer(res, STATUS_CODE.FAILED, PAYMENT_TEXT.notPending);
    const actor = { actor: req.auth.user.username, actorUserId: req.auth.user.userID };
    if (body.approve === 'approve') {
      const row = approvePayment(ctx, payment, actor);
      if (!row) return answer(res, STATUS_CODE.FAILED, PAYMENT_TEXT.notPending);
      return answer(res, STATUS_CODE.OK, PAYMENT_TEXT.approved, { paymentId: row.paymentId, receiptNo: row.receiptNo });
    }
    const { reason, refused, invalid } = rejectReasonOf(body);
    if (invalid) return badRequest(res, invalid);
    if (refused) return answer(res, STATUS_CODE.FAILED, refused);
    if (!rejectPayment(ctx, payment, { ...actor, reason })) return answer(res, STATUS_CODE.FAILED, PAYMENT_TEXT.notPending);
    return answer(res, STATUS_CODE.OK, PAYMENT_TEXT.rejected, { paymentId: payment.paymentId });
  });

  routes.post('/application/generatereceiptpdf', SIGNED_IN, contract({
    summary: "An approved payment's receipt as a PDF (base64), for payment staff or the payer",
    source: spec(TRANSACTIONS, 'POST application/generatereceiptpdf'),
    body: byRoute(object({ paymentId: PAYMENT_ID }, { required: ['paymentId'] }), `400 '05' '${TRANSACTION_TEXT.paymentIdRequired}'`, ['type']),
    responses: {
      200: json(`'00' with the receipt's file name and bytes (base64); '02' '${PAYMENT_TEXT.receiptNotApproved}'.`, anyOf(
        envelope([OK], { fileName: text(), content: text({ description: 'The PDF, base64.' }) }, { required: ['fileName', 'content'] }),
        envelope([FAILED], {}, { message: true }),
      )),
      403: NOT_THEIRS,
      404: PAYMENT_NOT_FOUND,
    },
  }), asyncRoute(forStaffOrPayer(RECEIPT_SCREENS, async (payment, req, res) => {
    if (payment.status !== PAYMENT_STATUS.APPROVED) return answer(res, STATUS_CODE.FAILED, PAYMENT_TEXT.receiptNotApproved);
    const bytes = await receiptPdf(ctx, payment);
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', fileName: receiptFileName(payment), content: Buffer.from(bytes).toString('base64') });
  })));

  /** The checked report filter and its rows, or the refusal already answered (undefined). */
  const reportOf = (input, res) => {
    const { filter, problem } = reportFilterOf(input, todayOf(ctx));
    if (problem) return void answer(res, problem.code, problem.text, { fields: problem.fields });
    const rows = reportRows(all(), filter);
    if (rows.length === 0) return void answer(res, STATUS_CODE.FAILED, PAYMENT_TEXT.noTransactions);
    return { filter, rows };
  };
  const institute = () => getGlobalDetails(db)?.companyName || 'The Institute';

  routes.post('/application/get-transaction-all-data-to-pdf', APPROVERS, contract({
    summary: 'The transaction report of a filter, as an HTML document',
    source: spec(TRANSACTIONS, 'POST application/get-transaction-all-data-to-pdf'),
    body: byRoute(REPORT_FILTER, 'a body that is no JSON object is an empty filter', ['type']),
    responses: {
      200: json(`'00' '${TRANSACTION_TEXT.reportGenerated}' with the HTML, its file name and the row count; '05', '04', '03' the filter's §5 text; '02' '${PAYMENT_TEXT.noTransactions}'.`, anyOf(
        envelope([OK], { fileName: text(), content: text({ description: 'The report, HTML.' }), count: integer({ min: 1 }) }, { message: true, required: ['fileName', 'content', 'count'] }),
        REPORT_REFUSED,
      )),
    },
  }), (req, res) => {
    const report = reportOf(isPlainObject(req.body) ? req.body : {}, res);
    if (!report) return undefined;
    const at = ctx.now();
    return answer(res, STATUS_CODE.OK, TRANSACTION_TEXT.reportGenerated, {
      fileName: `Transaction_Report_${reportTimestamp(at)}.html`,
      content: reportHtml({ ...report, generatedAt: at, institute: institute() }),
      count: report.rows.length,
    });
  });

  routes.get('/application/export/xml', APPROVERS, contract({
    summary: 'The transaction report of a filter, as XML',
    source: spec(PREFIX, 'GET export/xml'),
    query: REPORT_FILTER,
    responses: { 200: fileOrJson("The report as an XML file; or (JSON) the filter's §5 refusal, or '02' when no transaction matches.", 'application/xml', REPORT_REFUSED) },
  }), (req, res) => {
    const report = reportOf(req.query, res);
    if (!report) return undefined;
    const at = ctx.now();
    return sendFile(res, reportXml({ ...report, generatedAt: at }), { name: `Transaction_Report_${reportTimestamp(at)}`, type: XML_REPORT });
  });

  routes.post('/application/bank-deposit-slip-link/:paymentId', SIGNED_IN, contract({
    summary: "A signed link that opens a payment's bank slip in a new window (staff or the payer)",
    source: addition('A slip opens in a new window, which sends no token: a short-lived signed link is its key.'),
    params: object({ paymentId: PAYMENT_ID }),
    responses: {
      200: outcome(`'00' '${TRANSACTION_TEXT.slipLink}' with the link.`, [OK], { url: text() }, ['url']),
      403: NOT_THEIRS,
      404: PAYMENT_NOT_FOUND,
    },
  }), forStaffOrPayer(APPROVERS, (payment, req, res) => {
    if (!hasSlip(payment)) return notFound(res, TRANSACTION_TEXT.noSlip);
    return answer(res, STATUS_CODE.OK, TRANSACTION_TEXT.slipLink, { url: slipViewUrl(ctx, payment.paymentId) });
  }));

  // Opened in a new window (no Authorization header): the signed token of the link is the only key.
  routes.get('/application/bank-deposit-slip-view/:paymentId', PUBLIC, contract({
    summary: "A payment's bank slip, shown in the browser (the signed link's token is the key)",
    source: addition('The slip link of bank-deposit-slip-link opens here, without a token in a header.'),
    params: object({ paymentId: idParam("404 '01'") }),
    query: object({ t: byRoute(text({ description: 'The signed token of the link.' }), "403 '02'") }),
    responses: {
      200: { description: "The slip, inline, as 'Bank slip {paymentId}' (PDF, PNG or JPEG).", content: { ...file('').content, ...file('', 'image/png').content, ...file('', 'image/jpeg').content } },
      403: json("'02': no token, or one that is wrong or expired.", envelope([FAILED])),
      404: json(`'01' '${TRANSACTION_TEXT.notFound}' or '${TRANSACTION_TEXT.noSlip}'.`, envelope([NOT_FOUND])),
    },
  }), (req, res) => {
    const paymentId = idFrom(req.params.paymentId);
    if (!paymentId) return notFound(res);
    if (!isValidSlipToken(ctx, paymentId, req.query.t)) return forbidden(res);
    const payment = paymentById(db, paymentId);
    const file = payment && hasSlip(payment) ? findFile(db, payment.slipFileId) : undefined;
    if (!file) return notFound(res, TRANSACTION_TEXT.noSlip);
    // Shown in the browser, as "Bank slip <paymentId>.<type>", sandboxed (lib/files/file-answers.mjs).
    return sendStoredFile(ctx, res, file, { inline: true, missing: () => notFound(res, TRANSACTION_TEXT.noSlip) });
  });

  const mailLog = logs({ entity: 'payment', action: 'mail', recordId: (req) => idFrom(req.params.paymentId), detail: (req) => `Decision mail of payment #${req.params.paymentId} sent again` });
  const resendRoute = (route, paymentType) =>
    routes.get(`/application/${route}/:paymentId`, APPROVERS, contract({
      summary: `Mails the payer the decision of a ${paymentType} payment again`,
      source: spec(PREFIX, `GET ${route}/{id}`),
      params: object({ paymentId: idParam(`404 '01' '${TRANSACTION_TEXT.notFound}'`) }),
      responses: {
        200: outcome(`'00' '${TRANSACTION_TEXT.mailSent}'; '02' another type, '${TRANSACTION_TEXT.notDecided}' or '${TRANSACTION_TEXT.noAddress}'.`, [OK, FAILED]),
        404: PAYMENT_NOT_FOUND,
      },
    }), mailLog, (req, res) => {
      const payment = paymentById(db, idFrom(req.params.paymentId));
      if (!payment) return notFound(res);
      if (payment.paymentType !== paymentType) return answer(res, STATUS_CODE.FAILED, TRANSACTION_TEXT.wrongType(paymentType));
      if (payment.status === PAYMENT_STATUS.PENDING) return answer(res, STATUS_CODE.FAILED, TRANSACTION_TEXT.notDecided);
      if (!sendDecisionMail(ctx, payment)) return answer(res, STATUS_CODE.FAILED, TRANSACTION_TEXT.noAddress);
      return answer(res, STATUS_CODE.OK, TRANSACTION_TEXT.mailSent);
    });
  resendRoute('send-member-renewal-payment-status-mail', PAYMENT_TYPE.RENEWAL);
  resendRoute('send-membership-payment-status-mail', PAYMENT_TYPE.NEW_MEMBERSHIP);

  return routes.router;
}
