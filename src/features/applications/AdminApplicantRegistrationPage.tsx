/**
 * /member/adminapplicantregistration (staff): register an applicant (the sign-up's fields, POST
 * usermanagement/member/adminappregister), then fill in the same applicant details page for them in
 * staff mode (their header, record tables and submit, on their behalf).
 */
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { msg } from '../../i18n/keys';
import { adminRegister } from '../auth/signup/signUpApi';
import { SignUpFields } from '../auth/signup/SignUpFields';
import { useSignUpForm } from '../auth/signup/useSignUpForm';
import { useMemberChoices } from '../memberAdmin/useMemberChoices';
import { ApplicantDetails } from './ApplicantDetails';

export const AdminApplicantRegistrationPage = () => {
  const translate = useTranslate();
  const form = useSignUpForm(adminRegister);
  const { memberTypes } = useMemberChoices();
  const userId = form.done?.reply.userId;

  return (
    <Stack spacing={2}>
      <ScreenHeading />
      {form.done && userId !== undefined ? (
        <>
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" onClick={form.restart}>
                {translate(msg('applications.anotherApplicant'))}
              </Button>
            }
          >
            {translate(msg('applications.registered'), { email: form.done.values.email.trim() })}
          </Alert>
          <ApplicantDetails key={userId} mode={{ kind: 'staff', userId }} onExit={form.restart} />
        </>
      ) : (
        <Paper component="form" noValidate onSubmit={form.submit} aria-label={translate(msg('applications.registrationCard'))} sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(msg('applications.registrationCard'))}
          </Typography>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            {form.failure && <Alert severity="error">{form.failure}</Alert>}
            <SignUpFields values={form.values} problems={form.problems} memberTypes={memberTypes} onChange={form.change} />
            <Box>
              <Button type="submit" variant="contained" disabled={form.busy} data-primary-action>
                {translate(msg('applications.registerApplicant'))}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
};
