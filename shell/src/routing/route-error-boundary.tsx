import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NavigationError } from './navigation-error';

/**
 * Shows the navigation error in place of a route that throws while rendering (spec 1 §2), as a
 * data router's errorElement did; the next page the borrower goes to renders afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <CatchRouteError pathname={pathname}>{children}</CatchRouteError>;
}

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  error: { value: unknown; at: string } | null;
}

class CatchRouteError extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(value: unknown): Partial<State> {
    return { error: { value, at: '' } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const { error } = state;
    if (error === null) return null;
    // Just caught: it belongs to this page. Caught on another page: this one starts clean.
    if (error.at === '') return { error: { ...error, at: props.pathname } };
    return error.at === props.pathname ? null : { error: null };
  }

  override render() {
    const { error } = this.state;
    return error === null ? this.props.children : <NavigationError error={error.value} />;
  }
}
