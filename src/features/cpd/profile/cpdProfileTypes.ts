/** The CPD summary of GET CPD/actvitydetails/{userId}, as the profile page reads it. */
import type { Compliance, CpdSettings } from '../../../domain/cpdRules.mjs';

/** The member's latest CPD registration (spec §3 "CPD member row") with its status name. */
export interface CpdRegistration {
  CPDMemberID: number;
  MemberNo: string;
  CPDStartDate: string;
  PrimarySkills: string;
  EntryLevel: string;
  /** 1 Pending, 2 Approved, 3 Rejected (spec §4 "CPD membership"). */
  Status: number;
  StatusName?: string;
  comment: string;
  DecidedAt?: string | null;
}

export interface GoalCount {
  status: number;
  name: string;
  count: number;
}

export interface CpdDeclaration {
  DeclarationID: number;
  year: number;
  statement: string;
  /** ISO date-time */
  signedAt: string;
}

export interface CpdSummary {
  registration: CpdRegistration | null;
  year: number;
  currentYear: number;
  /** CPD years with activities plus the current one, newest first. */
  years: number[];
  settings: CpdSettings;
  compliance: Compliance;
  goalsByStatus: GoalCount[];
  activityCount: number;
  declaration: CpdDeclaration | null;
  declarationStatement: string;
}
