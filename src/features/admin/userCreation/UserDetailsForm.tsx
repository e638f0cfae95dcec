/**
 * The user details form of User ID Creation (spec §2, §3 "New user", §5): validated per the
 * declared rules, "Are you sure?" ('Yes'), POST usermanagement/usercreation, the code's text in a
 * dialog, and a page reload once the dialog is closed (spec §8).
 */
import { useEffect, useId } from 'react';
import { Box, Button, FormHelperText, Paper, Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { newUserFields } from '../../../../resources/userCreation';
import { CONFIRM, ConfirmDialog, FieldInput, FormAttention } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { createUser } from '../adminApi';
import { ResultDialog } from '../../../ui/ResultDialog';
import { RoleSelectInput } from '../roles/RoleSelectInput';
import { roleValueOf, useUserRoles } from '../roles/useUserRoles';
import { statusCodeOf } from '../statusCode';
import { useConfirmedCall } from '../useConfirmedCall';
import { userCreationText } from './resultTexts';
import { useFormResolver } from './useFormResolver';

type Values = Record<string, unknown>;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Tells the page which role is chosen, so the menu table below can follow it. */
const RoleWatcher = ({ onChange }: { onChange: (role: string | number | undefined) => void }) => {
  const role: unknown = useWatch({ name: 'userRoleName' });
  useEffect(() => {
    onChange(typeof role === 'number' || (typeof role === 'string' && role !== '') ? role : undefined);
  }, [role, onChange]);
  return null;
};

export const UserDetailsForm = ({ onRoleChange }: { onRoleChange: (role: string | number | undefined) => void }) => {
  const translate = useTranslate();
  const headingId = useId();
  const resolver = useFormResolver(newUserFields);
  const { data: roles } = useUserRoles();
  const flow = useConfirmedCall(async (values: Values) =>
    userCreationText(
      await statusCodeOf(() =>
        createUser({
          email: trimmed(values.email),
          userRoleName: roleValueOf(roles, values.userRoleName),
          firstName: trimmed(values.firstName),
          lastName: trimmed(values.lastName),
          userDescription: trimmed(values.userDescription),
        }),
      ),
    ),
  );

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(msg('userCreationPage.detailsHeading'))}
      </Typography>
      <Form resolver={resolver} mode="onTouched" disableInvalidFormNotification shouldFocusError={false} onSubmit={flow.ask}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          <FieldInput source="email" def={newUserFields.email} />
          <RoleSelectInput source="userRoleName" def={newUserFields.userRoleName} />
          <FieldInput source="firstName" def={newUserFields.firstName} />
          <FieldInput source="lastName" def={newUserFields.lastName} />
        </Box>
        <FieldInput source="userDescription" def={newUserFields.userDescription} />
        <RoleWatcher onChange={onRoleChange} />
        <FormHelperText sx={{ mb: 2 }}>{translate(msg('userCreationPage.firstPasswordHint'))}</FormHelperText>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained" data-primary-action>
            {translate(msg('userCreationPage.createUser'))}
          </Button>
          <FormAttention />
        </Box>
      </Form>
      <ConfirmDialog open={flow.asking} loading={flow.busy} {...CONFIRM.create} onConfirm={flow.confirm} onClose={flow.cancel} />
      {/* spec §8: the page reloads after the dialog, whatever it said */}
      <ResultDialog message={flow.result} onClose={() => window.location.reload()} />
    </Paper>
  );
};
