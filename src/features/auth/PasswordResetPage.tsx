import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import { http } from '../../providers/http';
import { replaceToken } from '../../providers/session';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { msg } from '../../i18n/keys';
import { text } from '../../i18n/text';
import { useApiCall } from '../../ui/useApiCall';
import { PasswordField } from './PasswordField';
import { passwordChangeProblem, type PasswordChange } from './passwordResetRules';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { name: keyof PasswordChange; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: text('passwordReset.current'), autoComplete: 'current-password' },
  { name: 'newPassword', label: text('passwordReset.new'), autoComplete: 'new-password' },
  { name: 'confirmPassword', label: text('passwordReset.confirm'), autoComplete: 'new-password' },
];

/** /user/password-reset: change one's own password (spec §2, §4: '00' success, '02' failure). */
export const PasswordResetPage = () => {
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  // A statusCode other than '00' comes back as an HttpError carrying the server's message.
  const { run, busy } = useApiCall((change: PasswordChange) => http.post<{ token?: string | null }>('usermanagement/reset/password', change), {
    success: msg('passwordReset.success'),
    failure: text('http.requestError'),
    onSuccess: (answer) => {
      // The change ends every older token of this user; the answer brings the one this session goes on with.
      if (answer?.token) replaceToken(answer.token);
      setValues(EMPTY);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = passwordChangeProblem(values);
    setProblem(found);
    if (found) return;
    await run(values);
  };

  return (
    <>
      <ScreenHeading />
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2}>
              {problem && <Alert severity="error">{problem}</Alert>}
              {FIELDS.map(({ name, label, autoComplete }) => (
                <PasswordField
                  key={name}
                  name={name}
                  label={label}
                  autoComplete={autoComplete}
                  value={values[name]}
                  onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
                  fullWidth
                />
              ))}
              <Button type="submit" variant="contained" disabled={busy} data-primary-action>
                {text('passwordReset.submit')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </>
  );
};
