/**
 * The approve screen's own CPD calls through cpdApi: HTTP failures arrive as a
 * CpdServiceError carrying the spec §8 text; an answer (with its statusCode) comes back for the screen to read.
 */
import { cpdGet, cpdSend } from '../cpdApi';
import type { Decision, DecisionAnswer } from './decisionOutcome';
import type { AuditSample, AuditSampleSummary } from './auditTypes';

/** PUT CPD/approve-membership/approve | reject with the row (the API reads CPDMemberID and comment). */
export const decideCpdMembership = (decision: Decision, row: Record<string, unknown>) =>
  cpdSend<DecisionAnswer>('PUT', `CPD/approve-membership/${decision}`, row);

const MAIL_PATHS: Record<Decision, string> = {
  approve: 'CPD/send-cpd-member-approval-email-to-exisiting-member',
  reject: 'CPD/send-cpd-member-reject-email-to-exisiting-member',
};

/** The decision's notification mail (spec §7: "result only logged"): never shown, never thrown. */
export const sendDecisionMail = async (decision: Decision, cpdMemberId: unknown): Promise<void> => {
  try {
    const answer = await cpdGet<DecisionAnswer>(`${MAIL_PATHS[decision]}/${encodeURIComponent(String(cpdMemberId))}`);
    console.info(`CPD ${decision} mail for CPD member ${String(cpdMemberId)}:`, answer?.status ?? answer?.statusCode);
  } catch (error) {
    console.warn(`CPD ${decision} mail for CPD member ${String(cpdMemberId)} failed:`, error instanceof Error ? error.message : error);
  }
};

/** POST CPD/audit-sample: draw `share` % of the approved members of CPD year `year`. */
export const drawAuditSample = (share: number, year: number) => cpdSend<{ statusCode?: string; status?: string; data?: AuditSample }>('POST', 'CPD/audit-sample', { share, year });

/** GET CPD/audit-samples: the samples drawn so far, newest first. */
export const pastAuditSamples = () =>
  cpdGet<{ data?: AuditSampleSummary[]; total?: number }>('CPD/audit-samples', { page: 1, perPage: 10, sortColumn: 'createdAt', sortDirection: 'desc' });

/** GET CPD/audit-samples/{AuditID}: one sample, its members' compliance recomputed now. */
export const auditSample = (auditId: number) => cpdGet<{ statusCode?: string; status?: string; data?: AuditSample }>(`CPD/audit-samples/${auditId}`);
