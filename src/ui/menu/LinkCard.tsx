import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkCardProps {
  title: string;
  icon: ReactNode;
  /** A page to open, or an action (e.g. log out). */
  to?: string;
  onClick?: () => void;
  /** The page's first choice: what the phone sweep expects on screen (data-primary-action). */
  primaryAction?: boolean;
}

/** A clickable card: the quick links of the dashboard and the choices of /select-option. */
export const LinkCard = ({ title, icon, to, onClick, primaryAction }: LinkCardProps) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardActionArea
      {...(to ? { component: RouterLink, to } : { onClick })}
      sx={{ height: '100%' }}
      data-primary-action={primaryAction || undefined}
    >
      <CardContent sx={{ py: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="subtitle1">{title}</Typography>
        </Stack>
      </CardContent>
    </CardActionArea>
  </Card>
);
