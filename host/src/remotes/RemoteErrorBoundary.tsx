import { Component, type ReactNode } from 'react';

interface Props {
  fallback: () => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote's load or render failure so it stays inside its own section. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('Remote section failed', error);
  }

  override render() {
    return this.state.error ? this.props.fallback() : this.props.children;
  }
}
