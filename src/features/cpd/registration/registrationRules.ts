/**
 * The registration form's rules, the API's own (src/domain/cpdRules.mjs): the start date a real day within a
 * year of today (typed DD/MM/YYYY, sent YYYY-MM-DD), a primary skill and an entry level chosen.
 */
import { CPD_TEXT, GOAL_TEXT, cpdStartDateProblem } from '../../../domain/cpdRules.mjs';
import { formDateToWire } from '../../../domain/dates';

export interface RegistrationValues {
  cpdStartDate: string;
  primarySkillId: string;
  entryLevelId: string;
}

export type RegistrationProblems = Partial<Record<keyof RegistrationValues, string>>;

export const EMPTY_REGISTRATION: RegistrationValues = { cpdStartDate: '', primarySkillId: '', entryLevelId: '' };

/** { field: text } of every problem; {} when the form may be sent. `today` is YYYY-MM-DD. */
export const registrationProblems = (values: RegistrationValues, today: string): RegistrationProblems => {
  const typed = values.cpdStartDate.trim();
  const wire = formDateToWire(typed);
  const problems: RegistrationProblems = {
    // only a real DD/MM/YYYY day goes to the shared rule (a typed YYYY-MM-DD is not the form's shape)
    cpdStartDate: typed && !wire ? GOAL_TEXT.invalidDate : (cpdStartDateProblem(wire ?? '', today) ?? undefined),
    primarySkillId: values.primarySkillId ? undefined : CPD_TEXT.primarySkillRequired,
    entryLevelId: values.entryLevelId ? undefined : CPD_TEXT.entryLevelRequired,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, text]) => text)) as RegistrationProblems;
};

/** The wire form of valid values. */
export const registrationWire = (values: RegistrationValues) => ({
  cpdStartDate: formDateToWire(values.cpdStartDate.trim()) ?? '',
  primarySkillId: Number(values.primarySkillId),
  entryLevelId: Number(values.entryLevelId),
});
