/**
 * /verify/<code> (public, also for signed-in users): where a membership card's QR code and a letter's number lead.
 * Says whether the document is genuine and the membership current today, with only what the paper itself shows
 * (member number, dates, letter number); an unknown code is "Not genuine", never an error page.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { readableDate } from '../../domain/wireDates.mjs';
import { publicText } from '../../i18n/publicText';
import { AuthCard } from '../../ui/publicPage/AuthCard';
import { usePathname } from '../../routing/location/browserLocation';
import { routeParamsOf } from '../../routing/routeFacts';
import { errorMessage } from '../../framework/errorMessage';
import { verifyDocument, type DocumentVerdict, type VerifyAnswer } from './verifyApi';

type State = { step: 'checking' } | { step: 'answered'; answer: VerifyAnswer } | { step: 'failed'; message: string };

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

const Verdict = ({ verdict }: { verdict: DocumentVerdict }) => (
  <Stack spacing={2}>
    <Alert severity={verdict.current ? 'success' : 'warning'} data-testid="verify-verdict">
      <AlertTitle>{publicText(verdict.kind === 'letter' ? 'verifyDocument.genuineLetter' : 'verifyDocument.genuineCard')}</AlertTitle>
      {publicText(verdict.current ? 'verifyDocument.current' : 'verifyDocument.notCurrent')}
    </Alert>
    <Stack spacing={1}>
      <Fact label={publicText('verifyDocument.memberNo')} value={verdict.memberNo} />
      {verdict.letterNo && <Fact label={publicText('verifyDocument.letterNo')} value={verdict.letterNo} />}
      <Fact label={publicText('verifyDocument.issuedOn')} value={readableDate(verdict.issuedOn)} />
      <Fact label={publicText('verifyDocument.validTill')} value={verdict.validTill ? readableDate(verdict.validTill) : publicText('verifyDocument.validTillNone')} />
    </Stack>
  </Stack>
);

export const VerifyDocumentPage = () => {
  const pathname = usePathname();
  const code = routeParamsOf(pathname).code ?? '';
  const [state, setState] = useState<State>({ step: 'checking' });
  const check = useCallback(() => {
    let live = true;
    setState({ step: 'checking' });
    verifyDocument(code).then(
      (answer) => live && setState({ step: 'answered', answer }),
      (error: unknown) => live && setState({ step: 'failed', message: errorMessage(error, publicText('verifyDocument.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  useEffect(check, [check]);

  return (
    <AuthCard title={publicText('routes.verifyDocument')} subtitle={publicText('verifyDocument.onlyThis')}>
      {state.step === 'checking' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{publicText('verifyDocument.checking')}</Typography>
        </Box>
      )}
      {state.step === 'answered' && state.answer.genuine && <Verdict verdict={state.answer.verdict} />}
      {state.step === 'answered' && !state.answer.genuine && (
        <Alert severity="error" data-testid="verify-verdict">
          <AlertTitle>{publicText('verifyDocument.notGenuine')}</AlertTitle>
          {state.answer.message}
        </Alert>
      )}
      {state.step === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={check}>
              {publicText('verifyDocument.retry')}
            </Button>
          }
        >
          {state.message}
        </Alert>
      )}
    </AuthCard>
  );
};
