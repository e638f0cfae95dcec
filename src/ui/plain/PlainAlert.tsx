import type { ReactNode } from 'react';

// MUI's InfoOutlined and ErrorOutline icons
const ICONS = {
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
} as const;

interface Props {
  severity: keyof typeof ICONS;
  /** Shown at the end of the alert, e.g. a Retry button. */
  action?: ReactNode;
  children: ReactNode;
}

/** MUI's standard Alert as plain elements (plainSheet.css), for pages that load without MUI. */
export const PlainAlert = ({ severity, action, children }: Props) => (
  <div className={`plain-alert ${severity}`} role="alert">
    <div className="plain-alert-icon">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[severity]} />
      </svg>
    </div>
    <div className="plain-alert-message">{children}</div>
    {action && <div className="plain-alert-action">{action}</div>}
  </div>
);
