import { Box, Grid, Stack, Typography } from '@mui/material';
import type { MenuItem } from '../../domain/auth';
import { menuIcon } from './menuIcons';
import { menuPath, menuSections } from './menuTree';
import { screenTitle } from '../screenTitle';
import { LinkCard } from './LinkCard';

interface Props {
  menu: readonly MenuItem[];
  /** The page being shown: no card links to itself. */
  currentPath?: string;
}

/** The user's own menu as link cards, under the menu's group and sub-menu titles, named as the menu names them. */
export const MenuCardGroups = ({ menu, currentPath }: Props) => {
  const sections = menuSections(menu)
    .map((section) => ({ ...section, links: section.links.filter((item) => menuPath(item.url ?? '') !== currentPath) }))
    .filter((section) => section.links.length > 0);
  return (
    <Stack spacing={3}>
      {sections.map((section, sectionIndex) => (
        <Box component="section" key={section.key} aria-label={section.title ?? undefined}>
          {section.title && (
            <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
          )}
          <Grid container spacing={{ xs: 1, sm: 2 }}>
            {section.links.map((item, index) => {
              const Icon = menuIcon(item.icon);
              return (
                <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <LinkCard
                    title={screenTitle(item.url, item.title)}
                    to={menuPath(item.url ?? '/')}
                    icon={<Icon color="primary" />}
                    primaryAction={sectionIndex === 0 && index === 0}
                  />
                </Grid>
              );
            })}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
};
