/**
 * A council member's recommendation on an application assigned to them (POST application/committee-review
 * {reviewId, recommendation, comment}): one of RECOMMENDATIONS and a comment, both required.
 */
import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { APPLICANT_FIELD_MAX, RECOMMENDATIONS } from '../../domain/applicationRules.mjs';
import { AttentionNote, countProblems, useRefusedSubmits } from '../../framework';
import { msg } from '../../i18n/keys';
import { SectionCard } from '../../ui/SectionCard';
import { useApiCall } from '../../ui/useApiCall';
import { saveRecommendation } from './applicationAdminApi';

interface Props {
  reviewId: number;
  /** The reviewer's earlier recommendation, if any: they may change it while the application is open. */
  recommendation?: string | null;
  comment?: string | null;
  onSaved: () => void;
}

type Problems = {
  recommendation?: string;
  comment?: string;
};

export const RecommendationForm = ({ reviewId, recommendation: earlier, comment: earlierComment, onSaved }: Props) => {
  const translate = useTranslate();
  const [recommendation, setRecommendation] = useState(earlier ?? '');
  const [comment, setComment] = useState(earlierComment ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const { run, busy } = useApiCall(() => saveRecommendation(reviewId, recommendation, comment.trim()), {
    success: msg('applicationAdmin.recommendationSaved'),
    failure: msg('memberAdmin.updateFailed'),
    onSuccess: () => {
      onSaved();
    },
  });
  const refusals = useRefusedSubmits();

  const problemsOf = (): Problems => ({
    ...(recommendation ? {} : { recommendation: translate(msg('applicationAdmin.recommendationRequired')) }),
    ...(!comment.trim()
      ? { comment: translate(msg('applicationAdmin.commentRequired')) }
      : comment.trim().length > APPLICANT_FIELD_MAX.comment
        ? { comment: translate(msg('applicationAdmin.commentTooLong'), { max: APPLICANT_FIELD_MAX.comment }) }
        : {}),
  });

  const save = async () => {
    const found = problemsOf();
    setProblems(found);
    if (found.recommendation || found.comment) return refusals.refused();
    void run();
  };

  return (
    <SectionCard title={msg('applicationAdmin.recommendTitle')}>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          select
          required
          label={translate(msg('applicationAdmin.recommendation'))}
          value={recommendation}
          onChange={(e) => setRecommendation(e.target.value)}
          error={!!problems.recommendation}
          helperText={problems.recommendation ?? ' '}
        >
          {RECOMMENDATIONS.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          multiline
          minRows={3}
          label={translate(msg('applicationAdmin.comment'))}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          error={!!problems.comment}
          helperText={problems.comment ?? ' '}
        />
        <AttentionNote count={countProblems(problems)} attempt={refusals.attempt} />
        <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
          {translate(msg('applicationAdmin.saveRecommendation'))}
        </Button>
      </Box>
    </SectionCard>
  );
};
