import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { navigate } from './browserLocation';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A plain click (no modifier key, no new tab) stays in the page; anything else is the browser's to handle. */
const staysInPage = (event: MouseEvent<HTMLAnchorElement>, target?: string): boolean =>
  !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** A link between public pages (react-router's Link without react-router), e.g. MUI's `<Link component={LightLink}>`. */
export const LightLink = ({ to, onClick, target, ...anchor }: Props) => (
  <a
    {...anchor}
    href={to}
    target={target}
    onClick={(event) => {
      onClick?.(event);
      if (!staysInPage(event, target)) return;
      event.preventDefault();
      navigate(to);
    }}
  />
);
