/** The member's development goals counted by status (spec §4: Pending, In Progress, Complete), with a way to them. */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { goalStatusName } from '../../../domain/cpdRules.mjs';
import { msg } from '../../../i18n/keys';
import { SectionCard } from '../../../ui/SectionCard';
import type { GoalCount } from './cpdProfileTypes';
import { developmentGoals } from '../../../../resources/cpd/developmentGoals';
import { routeOf } from '../../../framework/registry/routeOf';

export const GOALS_PATH = routeOf(developmentGoals);

const GoalsLink = () => {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={GOALS_PATH} size="small">
      {translate(msg('cpdProfile.goalsLink'))}
    </Button>
  );
};

export const GoalsCard = ({ goals }: { goals: readonly GoalCount[] }) => (
  <SectionCard title={msg('cpdProfile.goalsCard')} actions={<GoalsLink />}>
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0 }}>
      {goals.map((goal) => (
        <Box key={goal.status} sx={{ textAlign: 'center' }}>
          {/* the §4 name of the code, as the goals table shows it */}
          <Typography component="dt" variant="body2" color="text.secondary">
            {goalStatusName(goal.status)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }} data-goal-status={goal.status}>
            {goal.count}
          </Typography>
        </Box>
      ))}
    </Box>
  </SectionCard>
);
