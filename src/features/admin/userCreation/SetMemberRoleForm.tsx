/**
 * "Set User Role for a Member" (spec §2, §3 "Member role assignment", §5): member number and role,
 * "Are you sure?" ('Yes'), POST application/set-user-role-from-member, the code's text in a dialog.
 * After a success the form starts empty again.
 */
import { useId, useState } from 'react';
import { Box, Button, FormHelperText, Paper, Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { memberRoleFields } from '../../../../resources/userCreation';
import { CONFIRM, ConfirmDialog, FieldInput, FormAttention } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { setMemberRole } from '../adminApi';
import { ResultDialog } from '../../../ui/ResultDialog';
import { RoleSelectInput } from '../roles/RoleSelectInput';
import { roleValueOf, useUserRoles } from '../roles/useUserRoles';
import { statusCodeOf } from '../statusCode';
import { useConfirmedCall } from '../useConfirmedCall';
import { memberRoleText } from './resultTexts';
import { useFormResolver } from './useFormResolver';

type Values = Record<string, unknown>;

export const SetMemberRoleForm = () => {
  const translate = useTranslate();
  const headingId = useId();
  const resolver = useFormResolver(memberRoleFields);
  const { data: roles } = useUserRoles();
  const [formKey, setFormKey] = useState(0);
  const flow = useConfirmedCall(async (values: Values) => {
    const code = await statusCodeOf(() =>
      setMemberRole(String(values.memberNumber ?? '').trim(), roleValueOf(roles, values.userRoleName)),
    );
    if (code === '00') setFormKey((key) => key + 1);
    return memberRoleText(code);
  });

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(msg('userCreation.setMemberRole'))}
      </Typography>
      <Form key={formKey} resolver={resolver} mode="onTouched" disableInvalidFormNotification shouldFocusError={false} onSubmit={flow.ask}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          <FieldInput source="memberNumber" def={memberRoleFields.memberNumber} />
          <RoleSelectInput id="memberUserRoleName" source="userRoleName" def={memberRoleFields.userRoleName} />
        </Box>
        <FormHelperText sx={{ mb: 2 }}>{translate(msg('userCreationPage.memberRoleHint'))}</FormHelperText>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained">
            {translate(msg('userCreationPage.setRole'))}
          </Button>
          <FormAttention />
        </Box>
      </Form>
      <ConfirmDialog open={flow.asking} loading={flow.busy} {...CONFIRM.create} onConfirm={flow.confirm} onClose={flow.cancel} />
      <ResultDialog message={flow.result} onClose={flow.dismiss} />
    </Paper>
  );
};
