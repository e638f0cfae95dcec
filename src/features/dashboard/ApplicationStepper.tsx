/**
 * The application's way from account to member as a stepper: done steps ticked with their date, the current
 * one highlighted. Vertical on a phone (seven steps do not fit across 375 px), across the page on a wide screen.
 */
import { Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { text } from '../../i18n/text';
import type { ApplicantOverview, StepState } from './dashboardTypes';
import { sriLankaDate } from './sriLankaDate';

const STATE_TEXT: Record<StepState, string> = {
  done: text('dashboards.applicant.stepDone'),
  current: text('dashboards.applicant.stepCurrent'),
  todo: text('dashboards.applicant.stepTodo'),
};

export const ApplicationStepper = ({ steps }: { steps: ApplicantOverview['steps'] }) => {
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const current = steps.findIndex((step) => step.state === 'current');
  return (
    <Stepper
      activeStep={current === -1 ? steps.length : current}
      orientation={wide ? 'horizontal' : 'vertical'}
      alternativeLabel={wide}
      component="ol"
      // an ordered list for assistive technology; the step icons already number the steps
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {steps.map((step) => (
        <Step key={step.key} completed={step.state === 'done'} component="li" data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
          <StepLabel optional={step.at ? <Typography variant="caption">{sriLankaDate(step.at)}</Typography> : undefined}>
            {step.label}
            <span style={visuallyHidden as React.CSSProperties}> ({STATE_TEXT[step.state]})</span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
