import { useState } from 'react';
import { DEFAULT_LOGO, logoSource } from './logoSource';

interface Props {
  /** undefined while the identity is loading: the logo's place is kept empty, so nothing jumps. */
  logoPath: string | undefined;
  size: number;
}

/**
 * The institute's logo from Global Details' logoPath, else (none set, not loadable, or failing) the portal's
 * own. Decorative (alt ""): the name stands beside it. A plain image, no icon code nor MUI, to keep /login light.
 */
export const InstituteLogo = ({ logoPath, size }: Props) => {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = [logoSource(logoPath), DEFAULT_LOGO].find((candidate) => candidate && !failed.includes(candidate));
  const box = { width: size, height: size };
  if (logoPath === undefined || !src) return <div className="institute-logo" style={box} />;
  return (
    <img
      className="institute-logo"
      src={src}
      alt=""
      onError={() => setFailed((current) => [...current, src])}
      style={box}
      data-testid="institute-logo"
    />
  );
};
