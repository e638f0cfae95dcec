/**
 * The registrations of one event (/member/event-assign): GET event/eventmembers, server-paged,
 * searched on member number or name, narrowed by attendance. The page (src/features/events) chooses the
 * event (its id travels as the list's scope), registers members and marks attendance; removing a
 * registration is the declared delete (the server refuses while attendance is marked, in its own words).
 */
import { date, defineResource, number, paged, status, text, type Choice, type RecordOf } from '../../src/framework/declare';
import { EVENT_TEXT } from '../../src/domain/eventRules.mjs';
import { msg } from '../../src/i18n/keys';

const t = msg;

/** Who made the registration: the member booking themselves, or staff here. */
const BOOKED_BY_CHOICES: readonly Choice[] = [
  { id: 'member', name: t('events.assign.bookedByMember') },
  { id: 'staff', name: t('events.assign.bookedByStaff') },
];
/** What the registration's fee amounts to (src/domain/bookingRules.mjs BOOKING_PAYMENT). */
const PAYMENT_CHOICES: readonly Choice[] = (['free', 'paid', 'held', 'awaitingApproval', 'offline'] as const).map((id) => ({ id, name: t(`events.payment.${id}`) }));

/** The API's `attended` (true / false) as badges, and its `attended` filter values. */
export const ATTENDANCE_CHOICES: readonly Choice[] = [
  { id: 'true', name: t('events.assign.attendedYes') },
  { id: 'false', name: t('events.assign.attendedNo') },
];

export const eventMembers = defineResource({
  name: 'eventMembers',
  title: msg('routes.eventAssign'),
  idField: 'eventMemberId',
  recordTitle: 'memberName',
  noun: t('events.assign.noun'),
  fields: {
    eventMemberId: number({ readOnly: true, hideOnShow: true }),
    eventId: number({ readOnly: true, hideOnShow: true }),
    memberNo: text({ label: t('events.assign.memberNo'), readOnly: true }),
    memberName: text({ label: t('events.assign.memberName'), readOnly: true }),
    registeredAt: date({ label: t('events.assign.registeredAt'), readOnly: true, withTime: true }),
    attended: status({ label: t('events.assign.attended'), readOnly: true, choices: ATTENDANCE_CHOICES, tones: { true: 'success', false: 'neutral' } }),
    attendedAt: date({ label: t('events.assign.attendedAt'), readOnly: true, withTime: true }),
    bookedBy: status({ label: t('events.assign.bookedBy'), readOnly: true, choices: BOOKED_BY_CHOICES, tones: { member: 'info', staff: 'neutral' } }),
    payment: status({ label: t('events.assign.payment'), readOnly: true, choices: PAYMENT_CHOICES, tones: { free: 'neutral', paid: 'success', held: 'warning', awaitingApproval: 'warning', offline: 'neutral' } }),
  },
  list: {
    columns: ['memberNo', 'memberName', 'registeredAt', 'bookedBy', 'payment', 'attended', 'attendedAt'],
    heading: t('events.assign.registrations'),
    defaultSort: { field: 'memberNo', order: 'ASC' },
    filters: [{ source: 'attended', label: t('events.assign.attendedFilter'), choices: ATTENDANCE_CHOICES, anyLabel: t('events.assign.anyAttendance') }],
    rowActions: ['delete'],
    card: { primary: 'memberName', secondary: ['memberNo', 'registeredAt', 'bookedBy', 'payment'], tertiary: 'attended' },
  },
  api: paged({
    list: 'GET event/eventmembers',
    delete: 'DELETE event/delete-event-member/{eventMemberId}',
  }),
  notify: { deleted: EVENT_TEXT.registrationRemoved },
});

export type EventMemberRow = RecordOf<typeof eventMembers>;
