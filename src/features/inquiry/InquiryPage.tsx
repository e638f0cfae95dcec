/**
 * /user-inquiry-form, "Trouble logging in?" (public: plain MUI, no react-admin). Name, Email, Phone,
 * Member Number, Subject and Message -> POST inquiries -> the server's answer (the card leads back to sign in).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { AttentionNote, useRefusedSubmits } from '../../framework/forms/AttentionNote';
import { countProblems } from '../../framework/forms/fieldsInError';
import { publicText } from '../../i18n/publicText';
import { AuthCard } from '../../ui/publicPage/AuthCard';
import { errorMessage } from '../../framework/errorMessage';
import { LightTextField, type LightTextFieldProps } from '../../ui/lightField/LightTextField';
import { sendInquiry } from './inquiryApi';
import { EMPTY_INQUIRY, MESSAGE_MAX_LENGTH, validateInquiry, type InquiryErrors, type InquiryValues } from './inquiryRules';
import { MessageField } from './MessageField';

type LineField = Exclude<keyof InquiryValues, 'message'>;

const LINE_FIELDS: { name: LineField; label: string; type?: string; autoComplete?: string; inputMode?: LightTextFieldProps['inputMode'] }[] = [
  { name: 'name', label: publicText('inquiry.name'), autoComplete: 'name' },
  { name: 'email', label: publicText('inquiry.email'), type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: publicText('inquiry.phone'), type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'memberNo', label: publicText('inquiry.memberNo') },
  { name: 'subject', label: publicText('inquiry.subject') },
];

export const InquiryPage = () => {
  const [values, setValues] = useState<InquiryValues>(EMPTY_INQUIRY);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const refusals = useRefusedSubmits();

  const change = (name: keyof InquiryValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateInquiry(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return refusals.refused();
    setBusy(true);
    setFailure(null);
    try {
      const reply = await sendInquiry(values);
      setReceived(reply?.status || publicText('inquiry.received'));
    } catch (error) {
      setFailure(errorMessage(error, publicText('inquiry.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (received) {
    return (
      <AuthCard title={publicText('routes.userInquiry')}>
        <Alert severity="success">{received}</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={publicText('routes.userInquiry')} subtitle={publicText('inquiry.intro')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {LINE_FIELDS.map(({ name, ...field }) => (
            <LightTextField
              key={name}
              name={name}
              {...field}
              value={values[name]}
              onChange={change(name)}
              error={Boolean(errors[name])}
              helperText={errors[name]}
              fullWidth
            />
          ))}
          <MessageField
            label={publicText('inquiry.message')}
            value={values.message}
            max={MESSAGE_MAX_LENGTH}
            onChange={change('message')}
            error={errors.message}
          />
          <AttentionNote count={countProblems(errors)} attempt={refusals.attempt} />
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth data-primary-action>
            {busy ? publicText('inquiry.sending') : publicText('inquiry.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
};
