/** CPD Member Registration's calls, through cpdApi (its §8 error mapping). */
import { cpdGet, cpdSend } from '../cpdApi';

/** Spec §3 "CPD member row" as GET CPD/registration/{id} answers it. */
export interface CpdRegistration {
  CPDMemberID: number;
  CPDStartDate: string;
  PrimarySkills: string;
  EntryLevel: string;
  Status: number;
  comment?: string;
  CreatedAt?: string;
  DecidedAt?: string | null;
}

export interface Option {
  id: number;
  name: string;
}

/** What the form sends (POST CPD/cpdadvancedfields); the start date is YYYY-MM-DD. */
export interface RegistrationForm {
  cpdStartDate: string;
  primarySkillId: number;
  entryLevelId: number;
}

/** The server's answer to a registration: '00' registered, '02' already registered (or '05' problems on a 400). */
export interface RegistrationReply {
  statusCode?: string;
  status?: string;
  problems?: Record<string, string>;
}

export const REGISTRATION_KEY = ['cpd', 'registration'] as const;

/** The member's latest registration, or null when they never registered ('01'). */
export const fetchRegistration = async (userId: number): Promise<CpdRegistration | null> => {
  const reply = await cpdGet<{ statusCode?: string; data?: CpdRegistration | null }>(`CPD/registration/${userId}`);
  return reply.statusCode === '00' && reply.data ? reply.data : null;
};

export const fetchPrimarySkills = async (): Promise<Option[]> => {
  const { data } = await cpdGet<{ data?: { primarySkillId: number; primarySkillName: string }[] }>('CPD/get-primary-skill');
  return (data ?? []).map((skill) => ({ id: skill.primarySkillId, name: skill.primarySkillName }));
};

export const fetchEntryLevels = async (): Promise<Option[]> => {
  const { data } = await cpdGet<{ data?: { entryLevelId: number; entryLevelName: string }[] }>('CPD/get-entry-level');
  return (data ?? []).map((level) => ({ id: level.entryLevelId, name: level.entryLevelName }));
};

export const submitRegistration = (form: RegistrationForm) => cpdSend<RegistrationReply>('POST', 'CPD/cpdadvancedfields', form);
