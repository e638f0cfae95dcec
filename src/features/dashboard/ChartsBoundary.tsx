/**
 * Keeps a failure of the charts (their chunk not loading, a drawing error) inside the charts' place: the key
 * figures and approvals above stay usable, and the charts say they could not be drawn.
 */
import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { text } from '../../i18n/text';

export class ChartsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Alert severity="error">{text('dashboards.admin.chartsFailed')}</Alert> : this.props.children;
  }
}
