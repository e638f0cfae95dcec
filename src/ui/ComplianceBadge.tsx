/** The year's compliance: Compliant (green) when the hours and every category minimum are met, else Behind (red). */
import { StatusBadge } from '../framework';
import { msg } from '../i18n/keys';

export const ComplianceBadge = ({ compliant }: { compliant: boolean }) =>
  compliant ? (
    <StatusBadge value="compliant" label={msg('cpdProfile.compliant')} tone="success" />
  ) : (
    <StatusBadge value="behind" label={msg('cpdProfile.behind')} tone="error" />
  );
