/** A toast of a title and a text (the spec's "Saved!" / "Request successfully submitted."), translated. */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Message } from '../types';

export const OutcomeMessage = ({ title, text, details = [] }: { title: Message; text: Message; details?: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Box component="strong" sx={{ display: 'block' }}>
        {translate(title, { _: title })}
      </Box>
      <span>{translate(text, { _: text })}</span>
      {details.map((detail) => (
        <Box component="span" key={detail} sx={{ display: 'block' }}>
          {detail}
        </Box>
      ))}
    </Box>
  );
};
