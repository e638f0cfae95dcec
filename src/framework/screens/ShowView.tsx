/** A read-only grid of every shown field of a record (or only the named ones), each with its display component. */
import { Box, Typography } from '@mui/material';
import { useTranslateLabel, type RaRecord } from 'react-admin';
import { DisplayValue } from '../display/FieldDisplay';
import type { AnyResource } from '../types';

export const ShowView = ({ resource, record, fields }: { resource: AnyResource; record: RaRecord; fields?: readonly string[] }) => {
  const translateLabel = useTranslateLabel();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}
    >
      {Object.entries(resource.fields)
        .filter(([name, def]) => (fields ? fields.includes(name) : !def.hideOnShow))
        .map(([name, def]) => (
          <Box key={name} data-field={name}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translateLabel({ label: def.label, source: name, resource: resource.name })}
            </Typography>
            <Box component="dd" sx={{ m: 0, minHeight: 24 }}>
              <DisplayValue def={def} value={record[name]} />
            </Box>
          </Box>
        ))}
    </Box>
  );
};
