// Development goals (spec §2 Development Goals, §3, §5, §7 CPD, §8 "Development goals and CPD"):
// the status lookup, the member's own goals (add, edit, delete) and the goal lists, which the
// member and CPD staff may read, and every member's goals for CPD staff. Another member's goal is 403 and stays as it was.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer } from '../lib/http/reply.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { logSubject, recordLog } from '../lib/audit/activity.mjs';
import { CPD, goalsOfUser } from '../lib/cpd/cpd-store.mjs';
import { ownMember, readableMember } from '../lib/cpd/cpd-access.mjs';
import { forbidden } from '../lib/cpd/cpd-replies.mjs';
import { ALL_GOALS_LIST, GOAL_LIST, goalById, goalFieldsOf, goalsWithMembers, goalView, indexed } from '../lib/cpd/cpd-goals.mjs';
import { GOAL_STATUS_NAMES, GOAL_STATUS_OPTIONS, GOAL_TEXT } from '../../src/domain/cpdRules.mjs';
import { insertRow, removeWhere, saveRows } from '../lib/storage/changes.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, PROBLEMS, anyOf, array, byRoute, envelope, idParam, integer, json, object, page } from '../lib/contract/schemas.mjs';
import {
  CPD_GOAL, CPD_GOAL_FORM, CPD_GOAL_ROW, CPD_MEMBER_GOAL_ROW, CPD_MEMBER_READ, GOAL_STATUS_OPTION, cpdDone, cpdUserParam, optionList, ownAnswer,
} from '../lib/contract/shapes/cpd.mjs';

const CPD_SECTION = '§7 CPD (prefix CPD/)';
const { OK, FAILED, FAILED_ALT } = STATUS_CODE;
const STATUS_QUERY = byRoute(integer({ min: 1, description: 'Only the goals of this status (§4 code); another value filters nothing.' }), 'a value that is no status filters nothing');
const GOAL_QUERY = object({ ...PAGED_QUERY.properties, status: STATUS_QUERY });
const OWN_GOAL_ONLY = json("'02': another member's goal, which stays as it was.", envelope([FAILED]));
/** '00' with the goal, or '03' with every refused field (and '02' the goal is gone, for an edit). */
const goalSaved = (description) => ownAnswer(description, anyOf(cpdDone([OK], { data: CPD_GOAL }, ['data']), cpdDone([FAILED, FAILED_ALT], { problems: PROBLEMS })));

/** The list's optional status filter: a §4 code, else no filter. */
const statusFilterOf = (value) => {
  const status = idFrom(value);
  return status && GOAL_STATUS_NAMES[status] ? status : null;
};

export function cpdGoalRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const goalLog = recordLog(logs, { entity: 'development goal', idField: 'GoalID', describe: (goal) => `Development goal #${goal.GoalID} (${goal.GoalTitle}) of user ${goal.UserID}` });
  const stamp = () => new Date(now()).toISOString();
  const viewsOf = (userId) => goalsOfUser(db, userId).map(goalView);

  routes.get('/CPD/get-developmentgoal-status', SIGNED_IN, contract({
    summary: 'The development goal statuses (spec §4)',
    source: spec(CPD_SECTION, 'GET get-developmentgoal-status'),
    responses: { 200: json('Every status.', optionList(GOAL_STATUS_OPTION)) },
  }), (req, res) => res.json({ data: GOAL_STATUS_OPTIONS }));

  routes.post('/CPD/adddevelopmentgoals', SIGNED_IN, contract({
    summary: 'Adds a development goal of the caller',
    source: spec(CPD_SECTION, 'POST adddevelopmentgoals'),
    body: CPD_GOAL_FORM,
    responses: { 200: goalSaved(`'00' '${GOAL_TEXT.saved}' with the goal; '03' '${GOAL_TEXT.notSaved}' with every refused field.`) },
  }), goalLog('create'), ownMember(db, (member, req, res) => {
    const { fields, problems } = goalFieldsOf(req.body);
    if (problems) return answer(res, STATUS_CODE.FAILED_ALT, GOAL_TEXT.notSaved, { problems });
    const GoalID = nextId(db, CPD.GOALS, 'GoalID');
    const goal = { id: GoalID, GoalID, UserID: member.userid, ...fields, CreatedAt: stamp(), UpdatedAt: null };
    insertRow(db, CPD.GOALS, goal);
    logSubject(res, goal);
    return answer(res, STATUS_CODE.OK, GOAL_TEXT.saved, { data: goalView(goal) });
  }));

  // Every goal of the member, for the activity form's goal select.
  routes.get('/CPD/getdevelopmentgoals/:userId', SIGNED_IN, contract({
    summary: "Every development goal of a member, latest start first (the activity form's goal select)",
    source: spec(CPD_SECTION, 'GET getdevelopmentgoals/{userId}'),
    params: object({ userId: cpdUserParam }),
    responses: { 200: json('Every goal.', object({ data: array(CPD_GOAL) }, { required: ['data'] })), ...CPD_MEMBER_READ },
  }), readableMember(db, (req) => req.params.userId, (member, req, res) =>
    res.json({ data: [...viewsOf(member.userid)].sort((a, b) => b.StartDate.localeCompare(a.StartDate) || a.GoalID - b.GoalID) }),
  ));

  /** One page of goals, optionally of one status (query.status), numbered from 1. */
  const goalPage = (rows, query, listing) => {
    const status = statusFilterOf(query.status);
    const page = pagedList(rows.filter((goal) => status === null || goal.CpdgoalStatus === status), query, listing);
    return { data: indexed(page.data), total: page.total };
  };

  routes.get('/CPD/developmentgoals/:userid', SIGNED_IN, contract({
    summary: "A member's development goals (the member's own, or CPD staff's read)",
    source: spec(CPD_SECTION, 'GET developmentgoals/{userid}'),
    params: object({ userid: cpdUserParam }),
    query: GOAL_QUERY,
    responses: { 200: json('One page of numbered goals, latest start first unless sorted otherwise.', page(CPD_GOAL_ROW)), ...CPD_MEMBER_READ },
  }), readableMember(db, (req) => req.params.userid, (member, req, res) =>
    res.json(goalPage(viewsOf(member.userid), req.query, GOAL_LIST)),
  ));

  // Every member's goals for CPD staff (spec §7 usermanagement/allDevelopmentGoals), each with whose it is.
  routes.get('/usermanagement/allDevelopmentGoals', screens(SCREEN.CPD_APPROVALS), contract({
    summary: "Every member's development goals, each with whose it is (CPD staff)",
    source: spec('§7 User management (prefix usermanagement/)', 'GET allDevelopmentGoals'),
    query: GOAL_QUERY,
    responses: { 200: json('One page of numbered goals, latest start first unless sorted otherwise.', page(CPD_MEMBER_GOAL_ROW)) },
  }), (req, res) =>
    res.json(goalPage(derived(db, 'developmentGoals:withMembers', [CPD.GOALS, 'members'], () => goalsWithMembers(db)), req.query, ALL_GOALS_LIST)),
  );

  routes.put('/CPD/developmentgoals/update', SIGNED_IN, contract({
    summary: "Changes one of the caller's development goals",
    source: spec(CPD_SECTION, 'PUT developmentgoals/update'),
    body: object({ GoalID: byRoute(integer({ min: 1 }), `200 '02' '${GOAL_TEXT.notAvailable}'`), ...CPD_GOAL_FORM.properties }, { required: ['GoalID', ...CPD_GOAL_FORM.required] }),
    responses: {
      200: goalSaved(`'00' '${GOAL_TEXT.updated}' with the goal; '02' '${GOAL_TEXT.notAvailable}'; '03' '${GOAL_TEXT.notUpdated}' with every refused field.`),
      403: OWN_GOAL_ONLY,
    },
  }), goalLog('update'), ownMember(db, (member, req, res) => {
    const goal = goalById(db, idFrom(req.body.GoalID));
    if (!goal) return answer(res, STATUS_CODE.FAILED, GOAL_TEXT.notAvailable);
    if (goal.UserID !== member.userid) return forbidden(res);
    const { fields, problems } = goalFieldsOf(req.body);
    if (problems) return answer(res, STATUS_CODE.FAILED_ALT, GOAL_TEXT.notUpdated, { problems });
    saveRows(db, CPD.GOALS, Object.assign(goal, fields, { UpdatedAt: stamp() }));
    logSubject(res, goal);
    return answer(res, STATUS_CODE.OK, GOAL_TEXT.updated, { data: goalView(goal) });
  }));

  routes.delete('/CPD/developmentgoals/:GoalID', SIGNED_IN, contract({
    summary: "Deletes one of the caller's development goals (its activities stay, no longer naming it)",
    source: spec(CPD_SECTION, 'DELETE developmentgoals/{GoalID}'),
    params: object({ GoalID: idParam(`200 '02' '${GOAL_TEXT.notAvailable}'`) }),
    responses: { 200: ownAnswer(`'00' '${GOAL_TEXT.deleted}'; '02' '${GOAL_TEXT.notAvailable}'.`, cpdDone([OK, FAILED])), 403: OWN_GOAL_ONLY },
  }), goalLog('delete'), ownMember(db, (member, req, res) => {
    const goal = goalById(db, idFrom(req.params.GoalID));
    if (!goal) return answer(res, STATUS_CODE.FAILED, GOAL_TEXT.notAvailable);
    if (goal.UserID !== member.userid) return forbidden(res);
    // Activities that served the goal stay, no longer naming it.
    for (const activity of db.get(CPD.ACTIVITIES).filter({ GoalID: goal.GoalID }).value()) saveRows(db, CPD.ACTIVITIES, Object.assign(activity, { GoalID: null }));
    removeWhere(db, CPD.GOALS, { GoalID: goal.GoalID });
    logSubject(res, goal);
    return answer(res, STATUS_CODE.OK, GOAL_TEXT.deleted);
  }));

  return routes.router;
}
