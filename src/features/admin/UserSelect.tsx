/**
 * The reusable status-filtered user select (spec §2 "Other"): a searchable list of the users of
 * one status (default Approved), shown as 'First Last (email)'; the value is the userID.
 */
import type { ReactNode } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import type { UserName } from './adminApi';
import { useUserNames } from './useUserNames';

export interface UserSelectProps {
  value: number | null;
  onChange: (userId: number | null) => void;
  /** The user status to list (1 Pending, 2 Approved, 16 Reject); default Approved. */
  status?: number;
  label?: string;
  helperText?: ReactNode;
}

/** 'First Last (email)'; the username is the e-mail address unless the row says otherwise. */
export const userLabel = (user: UserName): string =>
  `${[user.firstName, user.lastName].filter(Boolean).join(' ')} (${user.email ?? user.username})`;

export const UserSelect = ({ value, onChange, status = RECORD_STATUS.APPROVED, label, helperText }: UserSelectProps) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useUserNames(status);
  const users = data ?? [];
  const selected = users.find((user) => user.userID === value) ?? null;
  return (
    <Autocomplete
      options={users}
      value={selected}
      onChange={(_, user) => onChange(user?.userID ?? null)}
      getOptionLabel={userLabel}
      getOptionKey={(user) => user.userID}
      isOptionEqualToValue={(option, chosen) => option.userID === chosen.userID}
      loading={isPending}
      loadingText={translate(msg('userSelect.loading'))}
      noOptionsText={translate(msg('userSelect.noUsers'))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? translate(msg('userSelect.label'))}
          error={isError}
          helperText={isError ? translate(msg('userSelect.loadFailed')) : helperText}
        />
      )}
    />
  );
};
