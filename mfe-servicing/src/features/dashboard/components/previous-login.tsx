import { usePortalState } from '@portal/shared-contracts';
import { Link } from '@portal/ui/link';
import { formatWireDay } from '@portal/display/wire-day';

/** 'Previous login {MM/dd/yyyy} from {ip}', read from the session that identity started. */
export function PreviousLogin() {
  const session = usePortalState((state) => state.session);
  if (!session?.lastLoggedIn) return null;
  const date = formatWireDay(session.lastLoggedIn);
  if (!date) return null;
  return (
    <p>
      <Link to="/myaccount/loginHistory">
        Previous login {date} from {session.lastLoggedInIP}
      </Link>
    </p>
  );
}
