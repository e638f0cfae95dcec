/**
 * The three record lists of one member for staff (employment, academic, professional), with status
 * badges and the caller's row extras. The one place that picks the record tables component.
 */
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { RECORD_KINDS, type RecordKind, type RecordRow } from './recordKinds';
import { RecordReviewList } from './RecordReviewList';

interface Props {
  userId: number;
  rowExtras?: (kind: RecordKind, row: RecordRow) => ReactNode;
}

export const MemberRecordsSection = ({ userId, rowExtras }: Props) => (
  <Stack spacing={2}>
    {RECORD_KINDS.map((kind) => (
      <RecordReviewList key={kind} kind={kind} userId={userId} rowExtras={rowExtras} />
    ))}
  </Stack>
);
