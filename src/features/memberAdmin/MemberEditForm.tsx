/**
 * Staff edit a member's profile (POST application/updatemember/{memberID}): title, names, member
 * type, designation, contact, e-mail and address; NIC and date of birth read-only once set.
 * "Update Successfuly" reloads the member; any refusal says "Update Failed" (spec §8).
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wireDateToForm } from '../../domain/dates';
import { AttentionNote, countProblems, useRefusedSubmits } from '../../framework';
import { msg, type MessageKey } from '../../i18n/keys';
import { EditTextField } from './EditTextField';
import { updateMember } from './memberAdminApi';
import { lockedFields, payloadOf, problemsOf, valuesOf, type EditField, type EditValues } from './memberEditRules';
import type { MemberRecord } from './memberTypes';
import { useMemberChoices } from './useMemberChoices';
import { useReloadMember } from './useMember';
import { useApiCall } from '../../ui/useApiCall';

const LABELS: Record<EditField, MessageKey> = {
  title: 'memberAdmin.title', firstName: 'memberAdmin.firstName', middleName: 'memberAdmin.middleName', lastName: 'memberAdmin.lastName',
  membertypeid: 'memberAdmin.memberType', designation: 'memberAdmin.designation', mobileNo: 'memberAdmin.contactNumber', email: 'memberAdmin.email',
  addressNo: 'memberAdmin.addressLine1', addressSt: 'memberAdmin.addressLine2', addressCity: 'memberAdmin.addressLine3',
  nicNumber: 'memberAdmin.nic', dob: 'memberAdmin.dob',
};
const OPTIONAL = new Set<EditField>(['middleName', 'addressCity', 'nicNumber', 'dob']);

export const MemberEditForm = ({ member }: { member: MemberRecord }) => {
  const translate = useTranslate();
  const reload = useReloadMember();
  const { titles, memberTypes } = useMemberChoices();
  const locked = lockedFields(member);
  const [values, setValues] = useState<EditValues>(() => valuesOf(member));
  const [problems, setProblems] = useState<Partial<Record<EditField, string>>>({});
  const refusals = useRefusedSubmits();
  // a failure says only that the update failed, whatever the server's words
  const { run, busy } = useApiCall((payload: ReturnType<typeof payloadOf>) => updateMember(member.memberID, payload), {
    success: msg('memberAdmin.updated'),
    failure: () => msg('memberAdmin.updateFailed'),
    onSuccess: () => {
      void reload();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values, locked);
    setProblems(found);
    if (Object.keys(found).length) return refusals.refused();
    await run(payloadOf(values, locked));
  };

  const shown = (field: EditField) => (field === 'dob' && locked.has('dob') ? wireDateToForm(member.dob) : values[field]);
  const options = { title: titles, membertypeid: memberTypes } as Partial<Record<EditField, typeof titles>>;

  return (
    <Paper sx={{ p: 2 }} component="form" noValidate onSubmit={submit} aria-label={translate(msg('memberAdmin.detailsCard'))}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(msg('memberAdmin.detailsCard'))} · {member.memberNo}
      </Typography>
      <Grid container spacing={2}>
        {(Object.keys(LABELS) as EditField[]).map((field) => (
          <EditTextField
            key={field}
            label={msg(LABELS[field])}
            value={shown(field)}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
            problem={problems[field]}
            required={!OPTIONAL.has(field)}
            locked={locked.has(field)}
            lockedHint={translate(msg('memberAdmin.readOnlySet'))}
            options={options[field]}
            birthDate={field === 'dob'}
          />
        ))}
      </Grid>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={busy} data-primary-action>
          {translate(msg('memberAdmin.update'))}
        </Button>
        <AttentionNote count={countProblems(problems)} attempt={refusals.attempt} />
      </Box>
    </Paper>
  );
};
