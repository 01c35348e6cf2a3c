import { usePortalState } from '@portal/shared-contracts';
import { DateTime } from 'luxon';
import { Link } from 'react-router';

/** 'Previous login {MM/dd/yyyy} from {ip}', read from the session that identity started. */
export function PreviousLogin() {
  const session = usePortalState((state) => state.session);
  if (!session?.lastLoggedIn) return null;
  const date = DateTime.fromISO(session.lastLoggedIn);
  if (!date.isValid) return null;
  return (
    <p>
      <Link to="/myaccount/loginHistory">
        Previous login {date.toFormat('MM/dd/yyyy')} from {session.lastLoggedInIP}
      </Link>
    </p>
  );
}
