// The rows a seed of N members adds to the default seed: the extra members of seed/population.mjs with
// their users, records, change requests, payments, CPD, chapters and event registrations, and extra applications,
// events, transfers, inquiries and activity, each collection growing by seed/scale.mjs extraOf(its default count).
// The same seed modules make them, in the same order; ids continue after the default's (files after all of the
// default's files), and no extra row touches a default member, so every row of the default seed stays as it is.
import { MEMBER_STATUS } from '../../src/domain/memberRules.mjs';
import { APPLICATION_PLAN, extraApplicantIdsOf, extraApplicationPlan } from './application-plan.mjs';
import { applicantUserRows, applicationSeed } from './applications.mjs';
import { signInRows } from './activity.mjs';
import { extraChapterSeed } from './chapters.mjs';
import { changeRequestRows } from './change-requests.mjs';
import { SEED_GOAL_OWNER_COUNT, cpdActivitySeed } from './cpd-activities.mjs';
import { cpdRegistrationSeed } from './cpd-registrations.mjs';
import { evidenceRegistry } from './evidence.mjs';
import { eventSeed } from './events.mjs';
import { inquiryRows } from './inquiries.mjs';
import { paymentSeed } from './payments.mjs';
import { extraMemberRows, extraMemberUserRows } from './people.mjs';
import { bulkSubjectsOf } from './population.mjs';
import { subjectRecordRows } from './records.mjs';

const after = (rows) => rows.length + 1;

/** `seed` (buildSeed's default) with the extra rows of `scale` (seed/scale.mjs) appended to its collections. */
export function withExtraRows(seed, scale) {
  const evidence = evidenceRegistry(after(seed.files));
  const memberUsers = extraMemberUserRows(scale.extraMembers);
  const people = extraMemberRows(memberUsers, after(seed.members));
  const subjects = bulkSubjectsOf(people);
  const memberRecords = subjectRecordRows({ employment: seed.employment, academic: seed.academic, professional: seed.professional }, subjects, evidence);
  const changeRequests = changeRequestRows(subjects, evidence, after(seed.changeRequests));

  const applicationCount = scale.extraOf(APPLICATION_PLAN.length);
  const applicantUsers = applicantUserRows(extraApplicantIdsOf(applicationCount));
  const users = [...memberUsers, ...applicantUsers];
  const applications = applicationSeed({
    users: [...seed.users, ...users],
    members: people,
    records: memberRecords,
    evidence,
    plan: extraApplicationPlan(applicationCount, people.filter((member) => member.status === MEMBER_STATUS.ACTIVE)),
    firstIds: { application: after(seed.applications), review: after(seed.committeeReviews), payment: after(seed.payments) },
  });
  const transactions = paymentSeed({
    members: people,
    feeRows: seed.membershipFees,
    evidence,
    firstPaymentId: after(seed.payments) + applications.payments.length,
    firstLogId: after(seed.paymentLog),
  });

  const cpd = cpdRegistrationSeed({ members: people, users: memberUsers, firstId: after(seed.cpdRegistrations) });
  const cpdWork = cpdActivitySeed({
    members: people,
    registrations: cpd.cpdRegistrations,
    evidence,
    goalOwnerCount: scale.extraOf(SEED_GOAL_OWNER_COUNT),
    firstIds: { goal: after(seed.developmentGoals), activity: after(seed.cpdActivities), declaration: after(seed.cpdDeclarations) },
  });
  const chapters = extraChapterSeed({ members: people, count: scale.extraOf(seed.memberTransfers.length), firstTransferId: after(seed.memberTransfers) });
  const events = eventSeed({
    members: chapters.members,
    cpdActivities: cpdWork.cpdActivities,
    eventCount: scale.extraOf(seed.events.length),
    firstIds: { event: after(seed.events), eventMember: after(seed.eventMembers) },
    firstCreditId: after(seed.cpdActivities) + cpdWork.cpdActivities.length,
  });

  return {
    ...seed,
    users: [...seed.users, ...users],
    members: [...seed.members, ...chapters.members],
    ...applications.records,
    changeRequests: [...seed.changeRequests, ...changeRequests],
    files: [...seed.files, ...evidence.rows()],
    applications: [...seed.applications, ...applications.applications],
    committeeReviews: [...seed.committeeReviews, ...applications.committeeReviews],
    payments: [...seed.payments, ...applications.payments, ...transactions.payments],
    paymentLog: [...seed.paymentLog, ...transactions.paymentLog],
    cpdRegistrations: [...seed.cpdRegistrations, ...cpd.cpdRegistrations],
    developmentGoals: [...seed.developmentGoals, ...cpdWork.developmentGoals],
    cpdActivities: [...seed.cpdActivities, ...cpdWork.cpdActivities, ...events.cpdActivities],
    cpdDeclarations: [...seed.cpdDeclarations, ...cpdWork.cpdDeclarations],
    memberTransfers: [...seed.memberTransfers, ...chapters.memberTransfers],
    events: [...seed.events, ...events.events],
    eventMembers: [...seed.eventMembers, ...events.eventMembers],
    inquiries: [...seed.inquiries, ...inquiryRows({ from: seed.inquiries.length, count: scale.extraOf(seed.inquiries.length) })],
    activityLog: [...seed.activityLog, ...signInRows({ users: memberUsers, count: scale.extraOf(seed.activityLog.length), firstId: after(seed.activityLog) })],
  };
}
