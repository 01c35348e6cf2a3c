// A redirect that fires at every location it is rendered at, not only when it mounts. React
// Router's <Navigate> navigates from an effect keyed on its props: if a redirect is still on
// screen (a slow device) when Back reaches another entry rendering the same redirect, React keeps
// the instance, the effect does not run again and the page stays blank. The shell's routing
// does the same (shell/src/routing/redirect.tsx); apps do not share code.
import { Navigate, useLocation } from 'react-router';

export function Redirect({ to }: { to: string }) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}
