/**
 * The reusable status-filtered user select (spec §2 "Other"): the users of one status (default Approved), shown as
 * 'First Last (email)'; the value is the userID. Users grow with the membership, so it searches the server as the
 * user types (the engine's large lookup, resources/userNames.ts), never loading every user.
 */
import type { ReactNode } from 'react';
import { RECORD_STATUS } from '../../domain/status';
import { LookupAutocomplete } from '../../framework/inputs/LookupAutocomplete';
import { userSelect } from '../../../resources/userNames';

export interface UserSelectProps {
  value: number | null;
  onChange: (userId: number | null) => void;
  /** The user status to list (1 Pending, 2 Approved, 16 Reject); default Approved. */
  status?: number;
  label?: string;
  helperText?: ReactNode;
}

export const UserSelect = ({ value, onChange, status = RECORD_STATUS.APPROVED, label, helperText }: UserSelectProps) => (
  <LookupAutocomplete
    lookup={userSelect.choices}
    value={value}
    onChange={(userId) => onChange(userId === null ? null : Number(userId))}
    filter={{ status }}
    label={label ?? userSelect.label}
    helperText={helperText}
  />
);
