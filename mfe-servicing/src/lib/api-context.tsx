// The area's back-end client. Screens take it from context so component tests can hand in a
// client whose fetch answers like the back end, without a network.
import { getPortal } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';
import { createContext, useContext } from 'react';

export const ApiContext = createContext<KyInstance | null>(null);

export function useApi(): KyInstance {
  return useContext(ApiContext) ?? getPortal().api;
}
