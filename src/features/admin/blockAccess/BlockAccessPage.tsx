/**
 * /user/blockaccess (spec §6: "a block-menu call can block menu items"): for a role or a user, the
 * allowed and the blocked menu items side by side; Block / Unblock asks "Are you sure?" first.
 */
import { useState } from 'react';
import { FormHelperText, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { screenTitle } from '../../../ui/screenTitle';
import { CONFIRM, ConfirmDialog, errorMessage } from '../../../framework';
import { msg } from '../../../i18n/keys';
import type { MenuAccessItem } from '../adminApi';
import { AccessTargetPicker, type TargetChoice } from './AccessTargetPicker';
import { MenuItemList } from './MenuItemList';
import { useMenuAccess, type AccessTarget } from './useMenuAccess';

const targetOf = ({ scope, roleId, userId }: TargetChoice): AccessTarget | null => {
  const id = scope === 'role' ? roleId : userId;
  return id === null ? null : { scope, id };
};

export const BlockAccessPage = () => {
  const translate = useTranslate();
  const [choice, setChoice] = useState<TargetChoice>({ scope: 'role', roleId: null, userId: null });
  const [acting, setActing] = useState<{ item: MenuAccessItem; block: boolean } | null>(null);
  const target = targetOf(choice);
  const { allowed, blocked, setBlocked, busy } = useMenuAccess(target);

  const confirm = async () => {
    if (!acting) return;
    await setBlocked(acting.item, acting.block);
    setActing(null);
  };
  const failure = (error: unknown) => (error ? errorMessage(error) : undefined);

  return (
    <Stack spacing={2}>
      <ScreenHeading />
      <Paper sx={{ p: 2 }}>
        <AccessTargetPicker choice={choice} onChange={setChoice} />
        <FormHelperText>{translate(msg('blockAccess.nextLogin'))}</FormHelperText>
      </Paper>
      {target === null ? (
        <Typography color="text.secondary">{translate(msg('blockAccess.chooseTarget'))}</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <MenuItemList
              title={msg('blockAccess.allowed')}
              items={allowed.data}
              loading={allowed.isFetching}
              error={failure(allowed.error)}
              actionLabel={msg('blockAccess.block')}
              itemActionLabel={msg('blockAccess.blockItem')}
              onAction={(item) => setActing({ item, block: true })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <MenuItemList
              title={msg('blockAccess.blocked')}
              items={blocked.data}
              loading={blocked.isFetching}
              error={failure(blocked.error)}
              actionLabel={msg('blockAccess.unblock')}
              itemActionLabel={msg('blockAccess.unblockItem')}
              onAction={(item) => setActing({ item, block: false })}
            />
          </Grid>
        </Grid>
      )}
      <ConfirmDialog
        open={acting !== null}
        loading={busy}
        text={acting ? translate(acting.block ? msg('blockAccess.confirmBlock') : msg('blockAccess.confirmUnblock'), { name: screenTitle(acting.item.url, acting.item.menuName) }) : ''}
        {...CONFIRM.create}
        onConfirm={confirm}
        onClose={() => setActing(null)}
      />
    </Stack>
  );
};
