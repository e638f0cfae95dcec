// Development goals (spec §3 "Development goal", §5, §9): the stored row made from the add/edit form's names,
// checked by the same rule as the form (src/domain/cpdRules.mjs goalProblems), and the row as screens get it.
import { CPD } from './cpd-store.mjs';
import { GOAL_STATUS, goalProblems, goalStatusName } from '../../../src/domain/cpdRules.mjs';

/** The list's columns: search (spec: title, description, keywords, outcome), sort, and the default order. */
export const GOAL_LIST = Object.freeze({
  filterColumns: ['GoalTitle', 'GoalDescription', 'KeyWords', 'DesiredOutcome'],
  sortColumns: ['GoalID', 'GoalTitle', 'KeyWords', 'StartDate', 'EndDate', 'CpdgoalStatus', 'CpdgoalStatusName', 'CreatedAt', 'UpdatedAt'],
  defaultSort: Object.freeze({ column: 'StartDate', direction: 'desc' }),
});

/** Every member's goals (staff): the same list, also searched and sorted by whose goal it is. */
export const ALL_GOALS_LIST = Object.freeze({
  filterColumns: [...GOAL_LIST.filterColumns, 'MemberNo', 'FirstName', 'LastName'],
  sortColumns: [...GOAL_LIST.sortColumns, 'MemberNo', 'LastName'],
  defaultSort: GOAL_LIST.defaultSort,
});

const FORM_FIELDS = ['goaltitle', 'goaldescription', 'keywords', 'desiredoutcome', 'startDate', 'endDate', 'status'];

/**
 * The form values of a body, every one text (a number is read as its digits; anything else as absent, which
 * goalProblems reports as the field's own message).
 */
const formValuesOf = (body) =>
  Object.fromEntries(FORM_FIELDS.map((name) => [name, typeof body[name] === 'string' ? body[name].trim() : typeof body[name] === 'number' ? String(body[name]) : '']));

/** { fields } to store (row field names) or { problems } ({ form field: §5 text }). */
export function goalFieldsOf(body) {
  const form = formValuesOf(body);
  const problems = goalProblems(form);
  if (Object.keys(problems).length > 0) return { problems };
  return {
    fields: {
      GoalTitle: form.goaltitle,
      GoalDescription: form.goaldescription,
      KeyWords: form.keywords,
      DesiredOutcome: form.desiredoutcome,
      StartDate: form.startDate,
      EndDate: form.endDate,
      CpdgoalStatus: Number(form.status),
    },
  };
}

export const goalById = (db, GoalID) => (Number.isInteger(GoalID) ? db.get(CPD.GOALS).find({ GoalID }).value() : undefined);

/** A goal as the screens get it: without json-server's id, with the status name (§4 "Unexpected Status" otherwise). */
export const goalView = ({ id, ...goal }) => ({ ...goal, CpdgoalStatusName: goalStatusName(goal.CpdgoalStatus) });

/** Every goal as the screens get it, with the member number and names of the member it belongs to. */
export function goalsWithMembers(db) {
  const members = new Map(db.get('members').value().map((member) => [member.userid, member]));
  return db.get(CPD.GOALS).value().map((goal) => {
    const member = members.get(goal.UserID);
    return { ...goalView(goal), MemberNo: member?.memberNo ?? '', FirstName: member?.firstName ?? '', LastName: member?.lastName ?? '' };
  });
}

/** Rows of one page numbered from 1 (spec §3 `index`). */
export const indexed = (rows) => rows.map((row, i) => ({ ...row, index: i + 1 }));

/** How many of the goals are in each status, 1..3 in order. */
export const goalsByStatus = (goals) =>
  Object.values(GOAL_STATUS).map((status) => ({ status, name: goalStatusName(status), count: goals.filter((goal) => goal.CpdgoalStatus === status).length }));
