/**
 * What the membership grants (GET / POST usermanagement/member/entitlements): the spec names no
 * fields, so these are what a professional body grants: voting rights, post-nominal letters, the
 * institute journal, library access, CPD portal access. Saved after a confirmation.
 */
import { useEffect, useState } from 'react';
import { Button, FormControlLabel, FormGroup, Paper, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../framework';
import { msg } from '../../i18n/keys';
import { fetchEntitlements, saveEntitlements } from './memberAdminApi';
import { ENTITLEMENTS, type Entitlements } from './memberTypes';
import { useApiCall } from '../../ui/useApiCall';
import { OwnCaseNotice } from '../../ui/ownCase/OwnCaseNotice';
import { useOwnCase } from '../../ui/ownCase/useOwnCase';

/** `userId`: the member's account; on the signed-in user's own the switches only show (nobody decides their own case). */
export const EntitlementsCard = ({ memberID, userId, name }: { memberID: number; userId: number; name: string }) => {
  const translate = useTranslate();
  const ownCase = useOwnCase(userId, 'entitlements');
  const { data } = useQuery({ queryKey: ['entitlements', memberID], queryFn: () => fetchEntitlements(memberID) });
  const [values, setValues] = useState<Entitlements | null>(null);
  const [asking, setAsking] = useState(false);
  useEffect(() => setValues(data ? { ...data, memberID } : null), [data, memberID]);
  const { run, busy } = useApiCall(saveEntitlements, { success: msg('memberAdmin.entitlementsSaved'), failure: msg('memberAdmin.updateFailed') });

  const save = async () => {
    if (!values) return;
    const { memberID: id, votingRights, postNominals, journal, library, cpdPortal } = values;
    await run({ memberID: id, votingRights, postNominals, journal, library, cpdPortal });
    setAsking(false);
  };

  return (
    <Paper sx={{ p: 2 }} component="section" aria-label={translate(msg('memberAdmin.entitlements'))}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(msg('memberAdmin.entitlements'))}
      </Typography>
      <FormGroup>
        {ENTITLEMENTS.map((key) => (
          <FormControlLabel
            key={key}
            label={translate(msg(`memberAdmin.${key}`))}
            control={<Switch checked={!!values?.[key]} disabled={!values || !!ownCase} onChange={(e) => values && setValues({ ...values, [key]: e.target.checked })} />}
          />
        ))}
      </FormGroup>
      {ownCase ? (
        <OwnCaseNotice reason={ownCase} sx={{ mt: 1 }} />
      ) : (
        <Button variant="contained" sx={{ mt: 1 }} disabled={!values} onClick={() => setAsking(true)}>
          {translate(msg('memberAdmin.saveEntitlements'))}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        text={translate(msg('memberAdmin.entitlementsQuestion'), { name })}
        confirmLabel={msg('confirm.updateIt')}
        loading={busy}
        onConfirm={save}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
};
