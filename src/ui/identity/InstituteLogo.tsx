import { useState } from 'react';
import { Box } from '@mui/material';
import { DEFAULT_LOGO, logoSource } from './logoSource';

interface Props {
  /** undefined while the identity is loading: the logo's place is kept empty, so nothing jumps. */
  logoPath: string | undefined;
  size: number;
}

/**
 * The institute's logo from Global Details' logoPath, else (none set, not loadable, or failing) the portal's
 * own. Decorative (alt ""): the name stands beside it. A plain image, no icon code, to keep /login light.
 */
export const InstituteLogo = ({ logoPath, size }: Props) => {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = [logoSource(logoPath), DEFAULT_LOGO].find((candidate) => candidate && !failed.includes(candidate));
  if (logoPath === undefined || !src) return <Box sx={{ width: size, height: size, flexShrink: 0 }} />;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailed((current) => [...current, src])}
      sx={{ width: size, height: size, objectFit: 'contain', flexShrink: 0 }}
      data-testid="institute-logo"
    />
  );
};
