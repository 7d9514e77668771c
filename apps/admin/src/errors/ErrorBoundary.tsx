import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; hasError: boolean };

/** Catches a screen that throws while rendering; Try Again renders it afresh. */
class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidUpdate(previous: Props) {
    // Moving to another screen leaves the failed one behind.
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, hasError: false });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <ErrorScreen
          error={this.state.error}
          onTryAgain={() => this.setState({ error: null, hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <RenderErrorBoundary resetKey={location.pathname}>{children}</RenderErrorBoundary>;
}

/**
 * The router's error element: a screen's code that failed to load (a new deployment replaced
 * it, the connection dropped). Loading the page again fetches the current code.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={error} onTryAgain={() => window.location.reload()} />;
}
