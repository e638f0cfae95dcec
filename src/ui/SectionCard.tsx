/** A titled card of a bespoke member page (an optional subtitle and actions at the right). */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export const SectionCard = ({ title, subtitle, actions, children }: Props) => {
  const translate = useTranslate();
  return (
    <Paper component="section" aria-label={translate(title)} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate(title)}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {translate(subtitle)}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      {children}
    </Paper>
  );
};
