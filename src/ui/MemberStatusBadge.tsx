/**
 * A member's status as members and staff read it: the standing today (Active, Renewal due, Lapsed, Pending,
 * Cancelled: src/domain/memberStanding.mjs, sent by the API with every member), else the stored status alone.
 * A renewal due or a lapse says by when to renew or since when the grace period is over.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusBadge } from '../framework';
import { wireDateToForm } from '../domain/dates';
import { MEMBER_STATUS } from '../domain/memberRules.mjs';
import { STANDING, STANDING_LABELS, STANDING_TONES, type StandingCode } from '../domain/memberStanding.mjs';
import { msg } from '../i18n/keys';

/** Member status names its codes itself: 2 Active (green), 1 Pending (yellow), 16 Cancelled (red). */
const NAMES: Record<number, string> = {
  [MEMBER_STATUS.ACTIVE]: msg('memberAdmin.active'),
  [MEMBER_STATUS.PENDING]: msg('memberAdmin.pending'),
  [MEMBER_STATUS.CANCELLED]: msg('memberAdmin.cancelled'),
};

/** The standing fields the API adds to a member it shows. */
export interface StandingFields {
  standing?: StandingCode | null;
  graceUntil?: string | null;
}

const Hint = ({ standing, graceUntil }: StandingFields) => {
  const translate = useTranslate();
  if (!graceUntil) return null;
  const date = wireDateToForm(graceUntil);
  const text =
    standing === STANDING.RENEWAL_DUE ? translate(msg('memberAdmin.renewBy'), { date }) : standing === STANDING.LAPSED ? translate(msg('memberAdmin.graceEnded'), { date }) : null;
  return text ? (
    <Typography component="span" variant="caption" color="text.secondary" data-standing-hint>
      {text}
    </Typography>
  ) : null;
};

export const MemberStatusBadge = ({ status, standing, graceUntil, hint = false }: { status: number; hint?: boolean } & StandingFields) => {
  if (!standing) return <StatusBadge value={status} label={NAMES[status]} />;
  const badge = <StatusBadge value={standing} label={STANDING_LABELS[standing]} tone={STANDING_TONES[standing]} />;
  if (!hint) return badge;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      {badge}
      <Hint standing={standing} graceUntil={graceUntil} />
    </Box>
  );
};
