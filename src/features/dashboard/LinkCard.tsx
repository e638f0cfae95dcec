import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkCardProps {
  title: string;
  icon: ReactNode;
  /** A page to open, or an action (e.g. log out). */
  to?: string;
  onClick?: () => void;
}

/** A clickable card: the quick links of the dashboard and the choices of /select-option. */
export const LinkCard = ({ title, icon, to, onClick }: LinkCardProps) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardActionArea
      {...(to ? { component: RouterLink, to } : { onClick })}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="subtitle1">{title}</Typography>
        </Stack>
      </CardContent>
    </CardActionArea>
  </Card>
);
