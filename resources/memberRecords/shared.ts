/**
 * What the three member record kinds share (spec §3, §4, §8): the status badge column, who may
 * delete which row, the §8 outcome texts, and the staff variant of a member's own declaration.
 */
import type { AnyResource, Outcome, RowPredicate } from '../../src/framework/declare';
import { date, number, status } from '../../src/framework/declare';
import { RECORD_STATUS } from '../../src/domain/status';
import { RECORD_TEXT } from '../../src/domain/memberRules.mjs';
import { msg } from '../../src/i18n/keys';

export const t = msg;
export const OTHER = 'other';

/**
 * A record's status badge (1 Pending, 2 Approved, 16 Reject) with the staff's comment and the decision's day
 * under it: for a rejection by default, or for the statuses `decidedWhen` names.
 */
export const recordStatus = (decidedWhen: readonly number[] = [RECORD_STATUS.REJECT]) =>
  status({ label: t('memberRecords.status'), readOnly: true, decision: { reason: 'comment', at: 'decidedAt', when: decidedWhen } });

/** A date typed in a form: DD/MM/YYYY, never after today (spec §5). */
export const formDate = <O extends Parameters<typeof date>[0]>(options: O) =>
  date({ notAfterToday: t('memberRecords.datesNotAfterToday'), ...options });

/** A row date shown in the tables (the wire's YYYY-MM-DD, shown DD/MM/YYYY). */
export const rowDate = (label: Parameters<typeof msg>[0]) => date({ label: t(label), readOnly: true });

/** A member deletes only their own Pending or Rejected rows; approved ones are the institute's. */
export const deletableByMember: RowPredicate = (record) =>
  Number(record.status) === RECORD_STATUS.PENDING || Number(record.status) === RECORD_STATUS.REJECT;

const saved = (text: Parameters<typeof msg>[0]): Outcome => ({ title: t('memberRecords.saved'), text: t(text) });
const failed = (text: Parameters<typeof msg>[0]): Outcome => ({ title: t('memberRecords.failed'), text: t(text) });

/** The §8 texts of a record kind: success, the server's known refusals, and the kind's fallback. */
export const recordNotify = (created: Parameters<typeof msg>[0], fallback: Parameters<typeof msg>[0]) => ({
  created: saved(created),
  deleted: t('memberRecords.deleted'),
  refused: {
    byMessage: {
      [RECORD_TEXT.pdfRequired]: failed('memberRecords.pdfRequired'),
      [RECORD_TEXT.sameJobDate]: failed('memberRecords.sameJobDate'),
      [RECORD_TEXT.sameStartEnd]: failed('memberRecords.sameStartEnd'),
      [RECORD_TEXT.endBeforeStart]: failed('memberRecords.endBeforeStart'),
      [RECORD_TEXT.sameAcademicDates]: { title: t('memberRecords.failed'), text: RECORD_TEXT.sameAcademicDates },
      [RECORD_TEXT.sameQualificationDate]: { title: t('memberRecords.failed'), text: RECORD_TEXT.sameQualificationDate },
      [RECORD_TEXT.sameMembershipDate]: { title: t('memberRecords.failed'), text: RECORD_TEXT.sameMembershipDate },
      [RECORD_TEXT.receivedBeforeStart]: { title: t('memberRecords.failed'), text: RECORD_TEXT.receivedBeforeStart },
      [RECORD_TEXT.dateAfterToday]: { title: t('memberRecords.failed'), text: RECORD_TEXT.dateAfterToday },
      [RECORD_TEXT.approvedNotDeletable]: { title: t('memberRecords.failed'), text: RECORD_TEXT.approvedNotDeletable },
    },
    otherwise: failed(fallback),
  },
});

/**
 * The staff variant of a member's own record declaration (spec §7: admin lists take the looked-up
 * user's id; admin creates carry it as userId): same fields, texts and forms, other endpoints, and
 * staff may delete any row. Derived, never copied.
 */
export const staffVariant = (own: AnyResource, endpoints: { list: `GET ${string}/{userId}`; create: `POST ${string}` }): AnyResource => ({
  ...own,
  name: `${own.name}Staff`,
  fields: { ...own.fields, userId: number({ readOnly: true, hideOnShow: true }) },
  list: own.list && { ...own.list, actionWhen: {} },
  api: { ...own.api, ...endpoints },
});
