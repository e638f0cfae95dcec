/** The member's own development goals, as the activity form's Goal choices (GET CPD/getdevelopmentgoals/{userId}). */
import type { Choice } from '../../../framework/declare';
import { cpdGet } from '../cpdApi';

interface GoalRow {
  GoalID: number;
  GoalTitle: string;
}

export const OWN_GOALS_KEY = ['cpd', 'ownGoals'] as const;

export const fetchGoalChoices = async (userId: number): Promise<Choice[]> => {
  const { data } = await cpdGet<{ data?: GoalRow[] }>(`CPD/getdevelopmentgoals/${userId}`);
  return (data ?? []).map((goal) => ({ id: goal.GoalID, name: goal.GoalTitle }));
};
