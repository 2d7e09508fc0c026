import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createLogger } from '@portal/platform';
import { RemoteFallback } from '../layout/RemoteFallback';

const log = createLogger('host');

interface Props {
  moduleName: string;
  area: string;
  onRetry: () => void;
  retrying: boolean;
  children: ReactNode;
}

/**
 * A module that throws while rendering takes down only its own area of the page. Retrying
 * reloads the module; the area then remounts this boundary with the fresh routes.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    log.error(`module ${this.props.moduleName} failed while rendering: ${error.message}`, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return <RemoteFallback area={this.props.area} onRetry={this.props.onRetry} retrying={this.props.retrying} />;
    return this.props.children;
  }
}
