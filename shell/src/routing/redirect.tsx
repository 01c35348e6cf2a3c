// A redirect that fires on every location it is rendered at, not just when it mounts.
// React Router's <Navigate> navigates from an effect keyed on its props: when one redirect is
// still on screen (a slow device has not yet rendered the page it sent the user to) and the
// user goes Back to another location that renders the same redirect, React keeps the mounted
// instance, the effect does not run again, and the page stays blank at the guarded URL. Keying
// it by the history entry makes each location issue its own redirect.
import { Navigate, useLocation } from 'react-router';

export function Redirect({ to }: { to: string }) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}
