// Development goals (spec §2 Development Goals, §3, §5, §7 CPD, §8 "Development goals and CPD"; issue 11,
// helper A2): the status lookup, the member's own goals (add, edit, delete) and the goal lists, which the
// member and CPD staff may read, and every member's goals for CPD staff. Another member's goal is 403 and stays as it was.
import { secureRoutes } from '../lib/routes.mjs';
import { SIGNED_IN, screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { answer, badRequest } from '../lib/reply.mjs';
import { idFrom, isPlainObject } from '../lib/fields.mjs';
import { pagedList } from '../lib/paging.mjs';
import { nextId } from '../lib/ids.mjs';
import { pastTense } from '../lib/activity.mjs';
import { CPD, goalsOfUser } from '../lib/cpd-store.mjs';
import { ownMember, readableMember } from '../lib/cpd-access.mjs';
import { forbidden } from '../lib/cpd-replies.mjs';
import { ALL_GOALS_LIST, GOAL_LIST, goalById, goalFieldsOf, goalsWithMembers, goalView, indexed } from '../lib/cpd-goals.mjs';
import { GOAL_STATUS_NAMES, GOAL_STATUS_OPTIONS, GOAL_TEXT } from '../../src/domain/cpdRules.mjs';
import { insertRow, removeWhere, saveRows } from '../lib/changes.mjs';
import { derived } from '../lib/indexes.mjs';

/** The list's optional status filter: a §4 code, else no filter. */
const statusFilterOf = (value) => {
  const status = idFrom(value);
  return status && GOAL_STATUS_NAMES[status] ? status : null;
};

export function cpdGoalRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const goalLog = (action) =>
    logs({
      entity: 'development goal',
      action,
      recordId: (req, body, res) => res.locals.subject?.GoalID ?? null,
      detail: (req, body, res) => {
        const goal = res.locals.subject;
        return goal ? `Development goal #${goal.GoalID} (${goal.GoalTitle}) of user ${goal.UserID} ${pastTense(action)}` : '';
      },
    });
  const stamp = () => new Date(now()).toISOString();
  const viewsOf = (userId) => goalsOfUser(db, userId).map(goalView);

  routes.get('/CPD/get-developmentgoal-status', SIGNED_IN, (req, res) => res.json({ data: GOAL_STATUS_OPTIONS }));

  routes.post('/CPD/adddevelopmentgoals', SIGNED_IN, goalLog('create'), ownMember(db, (member, req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    const { fields, problems } = goalFieldsOf(req.body);
    if (problems) return answer(res, STATUS_CODE.FAILED_ALT, GOAL_TEXT.notSaved, { problems });
    const GoalID = nextId(db, CPD.GOALS, 'GoalID');
    const goal = { id: GoalID, GoalID, UserID: member.userid, ...fields, CreatedAt: stamp(), UpdatedAt: null };
    insertRow(db, CPD.GOALS, goal);
    res.locals.subject = goal;
    return answer(res, STATUS_CODE.OK, GOAL_TEXT.saved, { data: goalView(goal) });
  }));

  // Every goal of the member, for the activity form's goal select.
  routes.get('/CPD/getdevelopmentgoals/:userId', SIGNED_IN, readableMember(db, (req) => req.params.userId, (member, req, res) =>
    res.json({ data: [...viewsOf(member.userid)].sort((a, b) => b.StartDate.localeCompare(a.StartDate) || a.GoalID - b.GoalID) }),
  ));

  /** One page of goals, optionally of one status (query.status), numbered from 1. */
  const goalPage = (rows, query, listing) => {
    const status = statusFilterOf(query.status);
    const page = pagedList(rows.filter((goal) => status === null || goal.CpdgoalStatus === status), query, listing);
    return { data: indexed(page.data), total: page.total };
  };

  routes.get('/CPD/developmentgoals/:userid', SIGNED_IN, readableMember(db, (req) => req.params.userid, (member, req, res) =>
    res.json(goalPage(viewsOf(member.userid), req.query, GOAL_LIST)),
  ));

  // Every member's goals for CPD staff (spec §7 usermanagement/allDevelopmentGoals), each with whose it is.
  routes.get('/usermanagement/allDevelopmentGoals', screens(SCREEN.CPD_APPROVALS), (req, res) =>
    res.json(goalPage(derived(db, 'developmentGoals:withMembers', [CPD.GOALS, 'members'], () => goalsWithMembers(db)), req.query, ALL_GOALS_LIST)),
  );

  routes.put('/CPD/developmentgoals/update', SIGNED_IN, goalLog('update'), ownMember(db, (member, req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    const goal = goalById(db, idFrom(req.body.GoalID));
    if (!goal) return answer(res, STATUS_CODE.FAILED, GOAL_TEXT.notAvailable);
    if (goal.UserID !== member.userid) return forbidden(res);
    const { fields, problems } = goalFieldsOf(req.body);
    if (problems) return answer(res, STATUS_CODE.FAILED_ALT, GOAL_TEXT.notUpdated, { problems });
    saveRows(db, CPD.GOALS, Object.assign(goal, fields, { UpdatedAt: stamp() }));
    res.locals.subject = goal;
    return answer(res, STATUS_CODE.OK, GOAL_TEXT.updated, { data: goalView(goal) });
  }));

  routes.delete('/CPD/developmentgoals/:GoalID', SIGNED_IN, goalLog('delete'), ownMember(db, (member, req, res) => {
    const goal = goalById(db, idFrom(req.params.GoalID));
    if (!goal) return answer(res, STATUS_CODE.FAILED, GOAL_TEXT.notAvailable);
    if (goal.UserID !== member.userid) return forbidden(res);
    // Activities that served the goal stay, no longer naming it.
    for (const activity of db.get(CPD.ACTIVITIES).filter({ GoalID: goal.GoalID }).value()) saveRows(db, CPD.ACTIVITIES, Object.assign(activity, { GoalID: null }));
    removeWhere(db, CPD.GOALS, { GoalID: goal.GoalID });
    res.locals.subject = goal;
    return answer(res, STATUS_CODE.OK, GOAL_TEXT.deleted);
  }));

  return routes.router;
}
