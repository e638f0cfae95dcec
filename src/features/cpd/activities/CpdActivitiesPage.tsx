/**
 * CPD Activities (/cpd/activities): the declared activity log (resources/cpd/cpdActivities) with the two
 * things a static declaration cannot hold: the Goal select's choices (the member's own goals, read once
 * here) and each row's evidence download (the file needs the member's token, so not a plain link).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ResourceListScreen, select, type AnyResource, type Choice, type SelectFieldDef } from '../../../framework';
import { cpdActivities } from '../../../../resources/cpd/cpdActivities';
import { useViewer } from '../../../framework/screens/useViewer';
import { EvidenceButton } from './EvidenceButton';
import { OWN_GOALS_KEY, fetchGoalChoices } from './ownGoals';

const NO_GOALS: readonly Choice[] = [];

/** The declaration with the member's goals as the Goal choices (same name, so the same data calls). */
export const withGoalChoices = (resource: AnyResource, goals: readonly Choice[]): AnyResource => ({
  ...resource,
  fields: { ...resource.fields, GoalID: select({ ...(resource.fields.GoalID as SelectFieldDef), choices: goals }) },
});

export const CpdActivitiesPage = () => {
  const viewer = useViewer();
  const userId = viewer.id === undefined ? undefined : Number(viewer.id);
  const { data: goals = NO_GOALS } = useQuery({
    queryKey: [...OWN_GOALS_KEY, userId],
    queryFn: () => fetchGoalChoices(userId as number),
    enabled: userId !== undefined && Number.isInteger(userId),
  });
  const resource = useMemo(() => withGoalChoices(cpdActivities, goals), [goals]);
  return <ResourceListScreen resource={resource} rowExtras={(record) => <EvidenceButton record={record} />} />;
};
