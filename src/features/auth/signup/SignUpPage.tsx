/**
 * /signup and /auth/signup-1 (public: plain React + MUI, no react-admin): an applicant creates their
 * account (POST usermanagement/member/quickregister). Success says the password is in their e-mail;
 * a refusal (duplicate e-mail or NIC) shows the server's words. The card leads back to sign in.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { startCall, takeOrCall } from '../../../providers/headStart';
import { publicText } from '../../../i18n/publicText';
// the modules themselves, not the framework's index: the public pages load no react-admin
import { AttentionNote } from '../../../framework/forms/AttentionNote';
import { countProblems } from '../../../framework/forms/fieldsInError';
import { AuthCard } from '../../../ui/publicPage/AuthCard';
import { fetchSignUpMemberTypes, quickRegister, type MemberTypeOption } from './signUpApi';
import { SignUpFields } from './SignUpFields';
import { useSignUpForm } from './useSignUpForm';

const MEMBER_TYPES = 'signup/member-types';

/** The member-type list's call, started by the entry when the sign-up is the page opened (src/app/preloadRoute.ts). */
export const startSignUpCalls = (): void => startCall(MEMBER_TYPES, fetchSignUpMemberTypes);

/** The public member-type list; null while loading, 'failed' when it could not be had. */
const useSignUpMemberTypes = () => {
  const [types, setTypes] = useState<MemberTypeOption[] | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    takeOrCall(MEMBER_TYPES, fetchSignUpMemberTypes)
      .then((options) => live && setTypes(options))
      .catch(() => live && setTypes('failed'));
    return () => {
      live = false;
    };
  }, []);
  return types;
};

export const SignUpPage = () => {
  const form = useSignUpForm(quickRegister);
  const memberTypes = useSignUpMemberTypes();

  if (form.done) {
    return (
      <AuthCard title={publicText('routes.signUp')}>
        <Alert severity="success">{publicText('applications.registered', { email: form.done.values.email.trim() })}</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={publicText('routes.signUp')} subtitle={publicText('applications.signUpIntro')}>
      <Box component="form" noValidate onSubmit={form.submit}>
        <Stack spacing={2}>
          {memberTypes === 'failed' && <Alert severity="warning">{publicText('applications.memberTypesUnavailable')}</Alert>}
          {form.failure && <Alert severity="error">{form.failure}</Alert>}
          <SignUpFields
            values={form.values}
            problems={form.problems}
            memberTypes={Array.isArray(memberTypes) ? memberTypes : []}
            onChange={form.change}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.busy} fullWidth data-primary-action>
            {form.busy ? publicText('applications.registering') : publicText('applications.register')}
          </Button>
          <AttentionNote count={countProblems(form.problems)} attempt={form.refusedSubmits} />
        </Stack>
      </Box>
    </AuthCard>
  );
};
