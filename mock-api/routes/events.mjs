// Events (spec §7 "Events", get-for-calender): the public list of upcoming events, the
// calendar, the staff event screens (create, edit, delete) and the assignment screen (register members, mark
// attendance, which credits the event's CPD hours once: lib/events/event-credit.mjs). "Now" is Sri Lanka time.
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC, SIGNED_IN, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer } from '../lib/http/reply.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { pageRows, pagedList, pagedRequestOf } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { isAccepted, loggedSubject, logSubject, pastTense } from '../lib/audit/activity.mjs';
import { memberById } from '../lib/members/members.mjs';
import {
  EVENT_COLLECTIONS, EVENT_LIST, byStartAt, eventById, eventFiltersOf, hasStarted, isUpcoming, matchesWhen, monthBounds,
  publicEventOf, registrationsOfEvent, seatsLeftOf, sriLankaNow, staffEventOf, touchesMonth,
} from '../lib/events/events.mjs';
import {
  REGISTRATION_LIST, attendedFilterOf, isActiveMember, memberCandidates, memberNameOf, registrationById, registrationOf, registrationView,
} from '../lib/events/event-members.mjs';
import { creditAttendance, creditOf, withdrawCredit } from '../lib/events/event-credit.mjs';
import { bookedByOf, bookingPaymentOf, bookingStateOf, releaseEndedHolds } from '../lib/events/bookings.mjs';
import { BOOKED_BY, BOOKING_STATE } from '../../src/domain/bookingRules.mjs';
import { EVENT_TEXT, capacityBelowRegistrationsText, eventFieldsOf, eventProblems } from '../../src/domain/eventRules.mjs';
import { insertRow, removeWhere, saveRows } from '../lib/storage/changes.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { SUBJECT, notOwnCase } from '../lib/auth/own-case.mjs';
import { contract, addition, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, PROBLEMS, anyOf, array, boolean, byRoute, envelope, idParam, integer, json, object, page, text } from '../lib/contract/schemas.mjs';
import { EVENT_CHOICE, EVENT_FILTERS, EVENT_FORM, MEMBER_MATCH, MONTH, PUBLIC_EVENT, REGISTRATION, STAFF_EVENT } from '../lib/contract/shapes/events.mjs';

/** The public list's largest page. */
export const PUBLIC_PER_PAGE_MAX = 50;

/** The select's rows: searched by title, newest start first unless another column is asked for. */
const EVENT_CHOICES = Object.freeze({ filterColumns: ['title'], sortColumns: ['eventId', 'title', 'startAt'], defaultSort: Object.freeze({ column: 'startAt', direction: 'desc' }) });

const EVENT_STAFF = screens(SCREEN.EVENT_CREATION, SCREEN.EVENT_ASSIGN);
const EVENT_CREATION = screens(SCREEN.EVENT_CREATION);
const EVENT_ASSIGN = screens(SCREEN.EVENT_ASSIGN);

const EVENTS = '§7 Member profile and records: Events';
const OK = STATUS_CODE.OK;
const NOT_FOUND = STATUS_CODE.NOT_FOUND;
const FAILED = STATUS_CODE.FAILED;
/** The answer of an event write: '00' done, '01' the event or registration is gone, '02' refused (and why). */
const outcome = (codes, extra = {}) => json("The outcome: '00' done; '01' no such record; '02' refused, with the reason.", envelope(codes, extra, { message: true }));
const EVENT_NOT_FOUND = `200 '01' '${EVENT_TEXT.notFound}'`;
const REGISTRATION_NOT_FOUND = `200 '01' '${EVENT_TEXT.registrationNotFound}'`;
const { page: PAGE, perPage: PER_PAGE } = PAGED_QUERY.properties;

export function eventRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const slNow = () => sriLankaNow(now());
  const stamp = () => new Date(now()).toISOString();
  const events = () => db.get(EVENT_COLLECTIONS.EVENTS);
  const registrations = () => db.get(EVENT_COLLECTIONS.MEMBERS);
  const subjectLog = (entity, action, describe) =>
    logs({
      entity,
      action,
      recordId: (req, body, res) => res.locals.recordId ?? null,
      detail: (req, body, res) => describe(loggedSubject(res), res.locals),
      // Only a change is logged: marking an attended member again, or clearing an absent one, writes nothing.
      when: (res, body) => isAccepted(res, body) && Boolean(loggedSubject(res)),
    });
  const eventLog = (action) => subjectLog('event', action, (e) => `Event #${e.eventId} (${e.title}, ${e.startAt}) ${pastTense(action)}`);
  const registrationLog = (action) =>
    subjectLog('event registration', action, (r) => `Registration #${r.eventMemberId} of ${r.memberNo} for event #${r.eventId} ${pastTense(action)}`);
  const attendanceLog = subjectLog('event attendance', 'update', (r, locals) => {
    const what = r.attended ? 'marked attended' : 'cleared';
    const credit = locals.credited ? `; CPD activity #${locals.credited.ActivityID} (${locals.credited.Hours} h) credited` : '';
    const withdrawn = locals.withdrawn ? `; CPD activity #${locals.withdrawn.ActivityID} withdrawn` : '';
    return `Attendance of ${r.memberNo} at event #${r.eventId} ${what}${credit}${withdrawn}`;
  });
  const remember = (res, subject, recordId) => {
    logSubject(res, subject);
    res.locals.recordId = recordId;
  };
  /** A registration as stored, with a credit the member deleted read as none, and who booked it and how it is paid. */
  const currentView = (registration) => {
    const event = eventById(db, registration.eventId);
    const view = registrationView(registration, event);
    return {
      ...view,
      cpdActivityId: creditOf(db, registration)?.ActivityID ?? null,
      bookingState: bookingStateOf(registration),
      bookedBy: bookedByOf(registration),
      payment: bookingPaymentOf(ctx, registration, event),
    };
  };
  // Seats held for members' unpaid bookings are freed once their hold ends, before any seat is counted.
  const freeEndedHolds = (req, res, next) => {
    releaseEndedHolds(ctx);
    next();
  };

  // Anyone: upcoming events, soonest first; nothing about registrations but the seats left.
  routes.get('/event/public-events', PUBLIC, contract({
    summary: 'Upcoming events, soonest first (the public events page)',
    source: addition('Visitors see the institute\'s upcoming events before they sign in; only the seats left, nothing about who registered.'),
    query: object({ page: PAGE, perPage: byRoute(integer({ min: 1, max: PUBLIC_PER_PAGE_MAX }), 'clamped, never refused') }),
    responses: { 200: json('One page of upcoming events.', page(PUBLIC_EVENT)) },
  }), freeEndedHolds, (req, res) => {
    const today = slNow();
    const request = pagedRequestOf(req.query);
    const rows = events().filter((e) => isUpcoming(e, today)).value().sort(byStartAt).map((e) => publicEventOf(db, e));
    return res.json(pageRows(rows, { ...request, perPage: Math.min(request.perPage, PUBLIC_PER_PAGE_MAX), filterText: '', sortColumn: '' }));
  });

  routes.get('/application/get-for-calender', SIGNED_IN, contract({
    summary: 'The events touching a month (the calendar)',
    source: spec('§7 Member profile and records: application prefix', 'GET get-for-calender'),
    query: object({ month: byRoute(MONTH, `200 '01' '${EVENT_TEXT.monthInvalid}'`) }, { required: ['month'] }),
    responses: { 200: json("The month's events by start, or '01' for a month that is not YYYY-MM.", anyOf(object({ data: array(PUBLIC_EVENT) }, { required: ['data'] }), envelope([NOT_FOUND], {}, { message: true }))) },
  }), freeEndedHolds, (req, res) => {
    const bounds = monthBounds(req.query.month);
    if (!bounds) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.monthInvalid);
    return res.json({ data: events().filter((e) => touchesMonth(e, bounds)).value().sort(byStartAt).map((e) => publicEventOf(db, e)) });
  });

  routes.get('/event/events', EVENT_STAFF, contract({
    summary: 'Every event with its registration figures (the staff list)',
    source: spec(EVENTS, 'GET event/events'),
    query: object({ ...PAGED_QUERY.properties, ...EVENT_FILTERS }),
    responses: { 200: json('One page of events (newest start first unless sorted otherwise).', page(STAFF_EVENT)) },
  }), freeEndedHolds, (req, res) => {
    const today = slNow();
    const { when, eventType } = eventFiltersOf(req.query);
    // every event's row, kept until an event or a registration changes (with its sorted orders: lib/http/paging.mjs)
    const all = derived(db, 'staffEvents', [EVENT_COLLECTIONS.EVENTS, EVENT_COLLECTIONS.MEMBERS], () => events().value().map((e) => staffEventOf(db, e)));
    const narrowed = when !== 'all' || eventType !== null;
    const rows = narrowed ? all.filter((e) => matchesWhen(e, when, today) && (eventType === null || e.eventType === eventType)) : all;
    return res.json(pagedList(rows, req.query, EVENT_LIST));
  });

  // The event select of the assignment screen, searched as the user types (title): one page, never every event.
  routes.get('/event/select-event', EVENT_STAFF, contract({
    summary: 'The event select of the assignment screen, searched by title',
    source: spec(EVENTS, 'GET event/select-event'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of events, newest start first.', page(EVENT_CHOICE)) },
  }), (req, res) => {
    const rows = derived(db, 'eventChoices', [EVENT_COLLECTIONS.EVENTS], () =>
      [...events().value()].sort(byStartAt).reverse().map(({ eventId, title, startAt }) => ({ eventId, title, startAt })),
    );
    return res.json(pagedList(rows, req.query, EVENT_CHOICES));
  });

  /** The form's problems, and a capacity below the registrations of an existing event. */
  const problemsOf = (body, registered) => {
    const problems = eventProblems(body);
    if (!problems.capacity && registered > 0) {
      const { capacity } = eventFieldsOf(body);
      if (capacity !== null && capacity < registered) problems.capacity = capacityBelowRegistrationsText(registered);
    }
    return problems;
  };
  const refuseProblems = (res, problems) => answer(res, STATUS_CODE.FAILED, Object.values(problems)[0], { problems });

  routes.post('/event/add-event', EVENT_CREATION, contract({
    summary: 'Creates an event',
    source: spec(EVENTS, 'POST event/add-event'),
    body: EVENT_FORM,
    responses: { 200: outcome([OK, FAILED], { data: STAFF_EVENT, problems: PROBLEMS }) },
  }), eventLog('create'), (req, res) => {
    const problems = problemsOf(req.body, 0);
    if (Object.keys(problems).length > 0) return refuseProblems(res, problems);
    const eventId = nextId(db, EVENT_COLLECTIONS.EVENTS, 'eventId');
    const event = { id: eventId, eventId, ...eventFieldsOf(req.body), createdAt: stamp(), updatedAt: null };
    insertRow(db, EVENT_COLLECTIONS.EVENTS, event);
    remember(res, event, eventId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.saved, { data: staffEventOf(db, event) });
  });

  routes.put('/event/update-event/:eventId', EVENT_CREATION, contract({
    summary: 'Changes an event (registrations and credits given stay)',
    source: spec(EVENTS, 'PUT event/update-event/{eventId}'),
    params: object({ eventId: idParam(EVENT_NOT_FOUND) }),
    body: EVENT_FORM,
    responses: { 200: outcome([OK, NOT_FOUND, FAILED], { data: STAFF_EVENT, problems: PROBLEMS }) },
  }), freeEndedHolds, eventLog('update'), (req, res) => {
    const event = eventById(db, idFrom(req.params.eventId));
    if (!event) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.notFound);
    const problems = problemsOf(req.body, registrationsOfEvent(db, event.eventId).length);
    if (Object.keys(problems).length > 0) return refuseProblems(res, problems);
    // Credits already given stay as they were: clearing and marking attendance again re-credits.
    saveRows(db, EVENT_COLLECTIONS.EVENTS, Object.assign(event, eventFieldsOf(req.body), { updatedAt: stamp() }));
    remember(res, event, event.eventId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.updated, { data: staffEventOf(db, event) });
  });

  routes.delete('/event/delete-event/:id', EVENT_CREATION, contract({
    summary: 'Deletes an event without registrations',
    source: spec(EVENTS, 'DELETE event/delete-event/{id}'),
    params: object({ id: idParam(EVENT_NOT_FOUND) }),
    responses: { 200: outcome([OK, NOT_FOUND, FAILED]) },
  }), freeEndedHolds, eventLog('delete'), (req, res) => {
    const event = eventById(db, idFrom(req.params.id));
    if (!event) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.notFound);
    if (registrationsOfEvent(db, event.eventId).length > 0) return answer(res, STATUS_CODE.FAILED, EVENT_TEXT.hasRegistrations);
    removeWhere(db, EVENT_COLLECTIONS.EVENTS, { eventId: event.eventId });
    remember(res, event, event.eventId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.deleted);
  });

  routes.get('/event/eventmembers', EVENT_ASSIGN, contract({
    summary: "The registrations of one event or of all, with their attendance",
    source: spec(EVENTS, 'GET event/eventmembers'),
    query: object({
      ...PAGED_QUERY.properties,
      eventId: byRoute(integer({ min: 1 }), "any other value lists every event's registrations"),
      attended: byRoute(text({ values: ['true', 'false'] }), 'any other value filters nothing'),
    }),
    responses: { 200: json('One page of registrations (by member number unless sorted otherwise).', page(REGISTRATION)) },
  }), freeEndedHolds, (req, res) => {
    const eventId = idFrom(req.query.eventId) ?? null;
    const attended = attendedFilterOf(req.query.attended);
    const rows = registrations()
      .filter((r) => (eventId === null || r.eventId === eventId) && (attended === null || r.attended === attended))
      .value()
      .map(currentView);
    return res.json(pagedList(rows, req.query, REGISTRATION_LIST));
  });

  routes.get('/event/membersofevent', EVENT_ASSIGN, contract({
    summary: 'Active members matching a search and not yet registered (at most 20)',
    source: spec(EVENTS, 'GET event/membersofevent'),
    query: object({ eventId: byRoute(integer({ min: 1 }), EVENT_NOT_FOUND), filterText: PAGED_QUERY.properties.filterText }, { required: ['eventId'] }),
    responses: { 200: json("The matches by member number (none under 2 characters), or '01' for an unknown event.", anyOf(object({ data: array(MEMBER_MATCH) }, { required: ['data'] }), envelope([NOT_FOUND], {}, { message: true }))) },
  }), (req, res) => {
    const event = eventById(db, idFrom(req.query.eventId));
    if (!event) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.notFound);
    return res.json({ data: memberCandidates(db, event.eventId, req.query.filterText) });
  });

  routes.post('/event/add-event-member', EVENT_ASSIGN, contract({
    summary: 'Registers an active member for an event with seats left',
    source: spec(EVENTS, 'POST event/add-event-member'),
    body: object({
      eventId: byRoute(integer({ min: 1 }), EVENT_NOT_FOUND),
      memberID: byRoute(integer({ min: 1 }), `200 '02' '${EVENT_TEXT.memberNotFound}'`),
    }, { required: ['eventId', 'memberID'] }),
    responses: { 200: outcome([OK, NOT_FOUND, FAILED], { data: REGISTRATION }) },
  }), freeEndedHolds, registrationLog('create'), (req, res) => {
    const event = eventById(db, idFrom(req.body.eventId));
    if (!event) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.notFound);
    const member = memberById(db, idFrom(req.body.memberID));
    if (!isActiveMember(member)) return answer(res, STATUS_CODE.FAILED, EVENT_TEXT.memberNotFound);
    if (registrationOf(db, event.eventId, member.memberID)) return answer(res, STATUS_CODE.FAILED, EVENT_TEXT.alreadyRegistered);
    if (seatsLeftOf(event, registrationsOfEvent(db, event.eventId).length) === 0) return answer(res, STATUS_CODE.FAILED, EVENT_TEXT.eventFull);
    const eventMemberId = nextId(db, EVENT_COLLECTIONS.MEMBERS, 'eventMemberId');
    const registration = {
      id: eventMemberId, eventMemberId, eventId: event.eventId, memberID: member.memberID, userid: member.userid, memberNo: member.memberNo,
      memberName: memberNameOf(member), registeredAt: stamp(), attended: false, attendedAt: null, cpdActivityId: null,
      bookingState: BOOKING_STATE.CONFIRMED, bookedBy: BOOKED_BY.STAFF,
    };
    insertRow(db, EVENT_COLLECTIONS.MEMBERS, registration);
    remember(res, registration, eventMemberId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.memberRegistered, { data: currentView(registration) });
  });

  routes.put('/event/update-event-member/:eventMemberId', EVENT_ASSIGN, contract({
    summary: "Marks or clears a member's attendance (marking credits the event's CPD hours once)",
    source: spec(EVENTS, 'PUT event/update-event-member/{eventMemberId}'),
    params: object({ eventMemberId: idParam(REGISTRATION_NOT_FOUND) }),
    body: object({ attended: boolean() }, { required: ['attended'] }),
    responses: {
      200: outcome([OK, NOT_FOUND, FAILED], { data: REGISTRATION }),
      403: json('The member is the caller (nobody decides their own case), or a caller this call is not for.', envelope([FAILED])),
    },
  }), notOwnCase('attendance', (req) => SUBJECT.eventRegistration(db, req.params.eventMemberId)), attendanceLog, (req, res) => {
    const registration = registrationById(db, idFrom(req.params.eventMemberId));
    if (!registration) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.registrationNotFound);
    const event = eventById(db, registration.eventId);
    if (req.body.attended) {
      if (!hasStarted(event, slNow())) return answer(res, STATUS_CODE.FAILED, EVENT_TEXT.notStarted);
      // Marking again changes nothing: no second credit, the first attendedAt stays.
      if (!registration.attended) {
        const credited = creditAttendance(db, { event, registration, createdAt: stamp() });
        saveRows(db, EVENT_COLLECTIONS.MEMBERS, Object.assign(registration, { attended: true, attendedAt: stamp() }));
        remember(res, registration, registration.eventMemberId);
        res.locals.credited = credited;
      }
      const text = creditOf(db, registration) ? EVENT_TEXT.attendanceMarked : EVENT_TEXT.attendanceMarkedNoCpd;
      return answer(res, STATUS_CODE.OK, text, { data: currentView(registration) });
    }
    if (registration.attended || registration.cpdActivityId) {
      res.locals.withdrawn = withdrawCredit(db, registration);
      saveRows(db, EVENT_COLLECTIONS.MEMBERS, Object.assign(registration, { attended: false, attendedAt: null }));
      remember(res, registration, registration.eventMemberId);
    }
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.attendanceCleared, { data: currentView(registration) });
  });

  routes.delete('/event/delete-event-member/:id', EVENT_ASSIGN, contract({
    summary: 'Removes a registration whose attendance is not marked',
    source: spec(EVENTS, 'DELETE event/delete-event-member/{id}'),
    params: object({ id: idParam(REGISTRATION_NOT_FOUND) }),
    responses: { 200: outcome([OK, NOT_FOUND, FAILED]) },
  }), registrationLog('delete'), (req, res) => {
    const registration = registrationById(db, idFrom(req.params.id));
    if (!registration) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.registrationNotFound);
    if (registration.attended) return answer(res, STATUS_CODE.FAILED, EVENT_TEXT.attendedCannotRemove);
    removeWhere(db, EVENT_COLLECTIONS.MEMBERS, { eventMemberId: registration.eventMemberId });
    remember(res, registration, registration.eventMemberId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.registrationRemoved);
  });

  return routes.router;
}
