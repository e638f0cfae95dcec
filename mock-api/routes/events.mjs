// Events (issue 12, helper H2; spec §7 "Events", get-for-calender): the public list of upcoming events, the
// calendar, the staff event screens (create, edit, delete) and the assignment screen (register members, mark
// attendance, which credits the event's CPD hours once: lib/event-credit.mjs). "Now" is Sri Lanka time.
import { secureRoutes } from '../lib/routes.mjs';
import { PUBLIC, SIGNED_IN, screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { answer, badRequest } from '../lib/reply.mjs';
import { idFrom, isPlainObject } from '../lib/fields.mjs';
import { pageRows, pagedList, pagedRequestOf } from '../lib/paging.mjs';
import { nextId } from '../lib/ids.mjs';
import { isAccepted, pastTense } from '../lib/activity.mjs';
import { memberById } from '../lib/members.mjs';
import {
  EVENT_COLLECTIONS, EVENT_LIST, byStartAt, eventById, eventFiltersOf, hasStarted, isUpcoming, matchesWhen, monthBounds,
  publicEventOf, registrationsOfEvent, seatsLeftOf, sriLankaNow, staffEventOf, touchesMonth,
} from '../lib/events.mjs';
import {
  REGISTRATION_LIST, attendedFilterOf, isActiveMember, memberCandidates, memberNameOf, registrationById, registrationOf, registrationView,
} from '../lib/event-members.mjs';
import { creditAttendance, creditOf, withdrawCredit } from '../lib/event-credit.mjs';
import { EVENT_TEXT, capacityBelowRegistrationsText, eventFieldsOf, eventProblems } from '../../src/domain/eventRules.mjs';
import { insertRow, removeWhere, saveRows } from '../lib/changes.mjs';
import { derived } from '../lib/indexes.mjs';
import { SUBJECT, notOwnCase } from '../lib/own-case.mjs';

/** The public list's largest page. */
export const PUBLIC_PER_PAGE_MAX = 50;

/** The select's rows: searched by title, newest start first unless another column is asked for. */
const EVENT_CHOICES = Object.freeze({ filterColumns: ['title'], sortColumns: ['eventId', 'title', 'startAt'], defaultSort: Object.freeze({ column: 'startAt', direction: 'desc' }) });

const EVENT_STAFF = screens(SCREEN.EVENT_CREATION, SCREEN.EVENT_ASSIGN);
const EVENT_CREATION = screens(SCREEN.EVENT_CREATION);
const EVENT_ASSIGN = screens(SCREEN.EVENT_ASSIGN);

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
      detail: (req, body, res) => describe(res.locals.subject, res.locals),
      // Only a change is logged: marking an attended member again, or clearing an absent one, writes nothing.
      when: (res, body) => isAccepted(res, body) && Boolean(res.locals.subject),
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
    res.locals.subject = subject;
    res.locals.recordId = recordId;
  };
  /** A registration as stored, with a credit the member deleted read as none. */
  const currentView = (registration) => {
    const view = registrationView(registration, eventById(db, registration.eventId));
    return { ...view, cpdActivityId: creditOf(db, registration)?.ActivityID ?? null };
  };

  // Anyone: upcoming events, soonest first; nothing about registrations but the seats left.
  routes.get('/event/public-events', PUBLIC, (req, res) => {
    const today = slNow();
    const request = pagedRequestOf(req.query);
    const rows = events().filter((e) => isUpcoming(e, today)).value().sort(byStartAt).map((e) => publicEventOf(db, e));
    return res.json(pageRows(rows, { ...request, perPage: Math.min(request.perPage, PUBLIC_PER_PAGE_MAX), filterText: '', sortColumn: '' }));
  });

  routes.get('/application/get-for-calender', SIGNED_IN, (req, res) => {
    const bounds = monthBounds(req.query.month);
    if (!bounds) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.monthInvalid);
    return res.json({ data: events().filter((e) => touchesMonth(e, bounds)).value().sort(byStartAt).map((e) => publicEventOf(db, e)) });
  });

  routes.get('/event/events', EVENT_STAFF, (req, res) => {
    const today = slNow();
    const { when, eventType } = eventFiltersOf(req.query);
    // every event's row, kept until an event or a registration changes (with its sorted orders: lib/paging.mjs)
    const all = derived(db, 'staffEvents', [EVENT_COLLECTIONS.EVENTS, EVENT_COLLECTIONS.MEMBERS], () => events().value().map((e) => staffEventOf(db, e)));
    const narrowed = when !== 'all' || eventType !== null;
    const rows = narrowed ? all.filter((e) => matchesWhen(e, when, today) && (eventType === null || e.eventType === eventType)) : all;
    return res.json(pagedList(rows, req.query, EVENT_LIST));
  });

  // The event select of the assignment screen, searched as the user types (title): one page, never every event.
  routes.get('/event/select-event', EVENT_STAFF, (req, res) => {
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

  routes.post('/event/add-event', EVENT_CREATION, eventLog('create'), (req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    const problems = problemsOf(req.body, 0);
    if (Object.keys(problems).length > 0) return refuseProblems(res, problems);
    const eventId = nextId(db, EVENT_COLLECTIONS.EVENTS, 'eventId');
    const event = { id: eventId, eventId, ...eventFieldsOf(req.body), createdAt: stamp(), updatedAt: null };
    insertRow(db, EVENT_COLLECTIONS.EVENTS, event);
    remember(res, event, eventId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.saved, { data: staffEventOf(db, event) });
  });

  routes.put('/event/update-event/:eventId', EVENT_CREATION, eventLog('update'), (req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    const event = eventById(db, idFrom(req.params.eventId));
    if (!event) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.notFound);
    const problems = problemsOf(req.body, registrationsOfEvent(db, event.eventId).length);
    if (Object.keys(problems).length > 0) return refuseProblems(res, problems);
    // Credits already given stay as they were: clearing and marking attendance again re-credits.
    saveRows(db, EVENT_COLLECTIONS.EVENTS, Object.assign(event, eventFieldsOf(req.body), { updatedAt: stamp() }));
    remember(res, event, event.eventId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.updated, { data: staffEventOf(db, event) });
  });

  routes.delete('/event/delete-event/:id', EVENT_CREATION, eventLog('delete'), (req, res) => {
    const event = eventById(db, idFrom(req.params.id));
    if (!event) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.notFound);
    if (registrationsOfEvent(db, event.eventId).length > 0) return answer(res, STATUS_CODE.FAILED, EVENT_TEXT.hasRegistrations);
    removeWhere(db, EVENT_COLLECTIONS.EVENTS, { eventId: event.eventId });
    remember(res, event, event.eventId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.deleted);
  });

  routes.get('/event/eventmembers', EVENT_ASSIGN, (req, res) => {
    const eventId = idFrom(req.query.eventId) ?? null;
    const attended = attendedFilterOf(req.query.attended);
    const rows = registrations()
      .filter((r) => (eventId === null || r.eventId === eventId) && (attended === null || r.attended === attended))
      .value()
      .map(currentView);
    return res.json(pagedList(rows, req.query, REGISTRATION_LIST));
  });

  routes.get('/event/membersofevent', EVENT_ASSIGN, (req, res) => {
    const event = eventById(db, idFrom(req.query.eventId));
    if (!event) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.notFound);
    return res.json({ data: memberCandidates(db, event.eventId, req.query.filterText) });
  });

  routes.post('/event/add-event-member', EVENT_ASSIGN, registrationLog('create'), (req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
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
    };
    insertRow(db, EVENT_COLLECTIONS.MEMBERS, registration);
    remember(res, registration, eventMemberId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.memberRegistered, { data: currentView(registration) });
  });

  routes.put('/event/update-event-member/:eventMemberId', EVENT_ASSIGN, notOwnCase('attendance', (req) => SUBJECT.eventRegistration(db, req.params.eventMemberId)), attendanceLog, (req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    if (typeof req.body.attended !== 'boolean') return badRequest(res, MSG.badRequest);
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

  routes.delete('/event/delete-event-member/:id', EVENT_ASSIGN, registrationLog('delete'), (req, res) => {
    const registration = registrationById(db, idFrom(req.params.id));
    if (!registration) return answer(res, STATUS_CODE.NOT_FOUND, EVENT_TEXT.registrationNotFound);
    if (registration.attended) return answer(res, STATUS_CODE.FAILED, EVENT_TEXT.attendedCannotRemove);
    removeWhere(db, EVENT_COLLECTIONS.MEMBERS, { eventMemberId: registration.eventMemberId });
    remember(res, registration, registration.eventMemberId);
    return answer(res, STATUS_CODE.OK, EVENT_TEXT.registrationRemoved);
  });

  return routes.router;
}
