// The area's back-end client: the portal's one API client (session headers, the Unauthorized
// logout). Tests fake the network under it (@portal/area-testing), not the client.
import { getPortal } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';

export function useApi(): KyInstance {
  return getPortal().api;
}
