/**
 * The CV upload of the applicant form: a PDF up to 5 MB. A wrong file is refused with the spec's text
 * and the input is cleared, so the same file can be chosen again after fixing it. The stored CV can
 * be downloaded.
 */
import { useId, useRef, useState } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PDF_MIME } from '../../domain/upload';
import { FileChooser } from '../../framework';
import { msg } from '../../i18n/keys';
import { FileDownloadButton } from '../../ui/download/FileDownloadButton';
import { cvProblem } from './cvRules';

interface Props {
  chosen: File | null;
  onChoose: (file: File | null) => void;
  /** The stored CV's name, and where to download it (absent: none stored). */
  stored?: { fileName: string; path: string };
  locked?: boolean;
}

export const CvUploadField = ({ chosen, onChoose, stored, locked }: Props) => {
  const translate = useTranslate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    const found = file ? cvProblem(file) : null;
    setProblem(found);
    if (found && input.current) input.current.value = ''; // spec §5: the input is cleared
    onChoose(file && !found ? file : null);
  };

  return (
    <Grid size={{ xs: 12, md: 8 }}>
      <FormControl error={!!problem} fullWidth>
        <FormLabel htmlFor={id} id={`${id}-label`}>
          {translate(msg('applications.cv'))}
        </FormLabel>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          {!locked && (
            <FileChooser id={id} labelId={`${id}-label`} accept={PDF_MIME} testId="file-cvFile" inputRef={input} onChoose={(element) => choose(element.files?.[0])}>
              {translate(msg('applications.cvChoose'))}
            </FileChooser>
          )}
          {chosen ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {chosen.name}
            </Typography>
          ) : stored ? (
            <FileDownloadButton path={stored.path} fileName={stored.fileName} />
          ) : (
            <Typography variant="body2">{translate(msg('applications.cvNone'))}</Typography>
          )}
        </Box>
        <FormHelperText>{problem ?? ' '}</FormHelperText>
      </FormControl>
    </Grid>
  );
};
