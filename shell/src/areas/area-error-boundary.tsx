import { Component, type ReactNode } from 'react';
import type { AreaName } from '@portal/shared-contracts';
import { reportClientError } from '../lib/shell-services';
import { AreaFallback } from './area-fallback';
import { AreaUnavailableError } from './load-area';
import { capture, currentRoute } from '../telemetry/capture';

interface Props {
  area: AreaName;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Contains a remote that fails to load or throws while rendering, and reports it. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    // A load failure is counted where it happened (./load-area); this is the area's own throw.
    if (!(error instanceof AreaUnavailableError))
      capture({ kind: 'error', type: 'boundary', area: this.props.area, route: currentRoute() });
    void reportClientError(error, `area ${this.props.area}`);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const incompatible = error instanceof AreaUnavailableError && error.reason === 'incompatible';
    return (
      <AreaFallback
        area={this.props.area}
        incompatible={incompatible}
        onRetry={this.props.onRetry}
      />
    );
  }
}
