/**
 * The annual CPD declaration of the shown year: its statement, and either "Signed on DD/MM/YYYY" or "Sign
 * declaration" (the current or the previous CPD year only, as the server allows), confirmed first because a
 * signature cannot be taken back.
 */
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wireDateToForm } from '../../../domain/dates';
import { ConfirmDialog } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { SectionCard } from '../../../ui/SectionCard';
import { CpdServiceError } from '../cpdApi';
import { signDeclaration } from './cpdProfileApi';
import { useApiCall } from '../../../ui/useApiCall';
import type { CpdSummary } from './cpdProfileTypes';

type Outcome = { severity: 'success' | 'error'; text: string };

/** The server's own words of a refusal (e.g. the year rule) before the mapped CPD text. */
const failureText = (error: unknown) =>
  error instanceof CpdServiceError ? (error.serverText ?? error.message) : error instanceof Error ? error.message : String(error);

export const mayBeSigned = ({ year, currentYear, declaration }: Pick<CpdSummary, 'year' | 'currentYear' | 'declaration'>) =>
  !declaration && (year === currentYear || year === currentYear - 1);

export const DeclarationCard = ({ summary, onSigned }: { summary: CpdSummary; onSigned: () => void }) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { declaration, year } = summary;
  // the outcome shows in the card, a success as much as a refusal
  const { run, busy } = useApiCall(signDeclaration, {
    onSuccess: (answer) => {
      setOutcome({ severity: answer.statusCode === '00' ? 'success' : 'error', text: answer.status ?? '' });
      onSigned(); // '02' (already signed) too: the summary then shows the signature
    },
    failure: failureText,
    failureIn: 'page',
    onFailure: (_error, text) => setOutcome({ severity: 'error', text }),
  });

  const sign = async () => {
    await run(year);
    setConfirming(false);
  };

  return (
    <SectionCard title={msg('cpdProfile.declarationCard')}>
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {declaration?.statement || summary.declarationStatement}
        </Typography>
        {outcome?.text && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
        {declaration ? (
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {translate(msg('cpdProfile.signedOn'), { date: wireDateToForm(declaration.signedAt) })}
          </Typography>
        ) : mayBeSigned(summary) ? (
          <Button variant="outlined" onClick={() => setConfirming(true)} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate(msg('cpdProfile.signDeclaration'))}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(msg('cpdProfile.notSigned'))}. {translate(msg('cpdProfile.signClosed'))}
          </Typography>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        text={translate(msg('cpdProfile.signQuestion'), { from: wireDateToForm(summary.compliance.from), to: wireDateToForm(summary.compliance.to) })}
        confirmLabel={msg('cpdProfile.signDeclaration')}
        loading={busy}
        onConfirm={sign}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
};
