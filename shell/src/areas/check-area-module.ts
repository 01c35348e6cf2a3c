// Whether what a remote exposed may be rendered by this shell: the right area, a contract
// version this shell accepts, and a page component.
import { isContractCompatible, type AreaModule, type AreaName } from '@portal/shared-contracts';

export type AreaCheck =
  | { ok: true; module: AreaModule }
  | { ok: false; reason: 'malformed' | 'incompatible'; detail: string };

export function checkAreaModule(
  area: AreaName,
  exposed: unknown,
  // The contract this shell was built with and provides as the shared singleton.
  hostContract = __BUILT_CONTRACT_VERSION__,
): AreaCheck {
  const candidate = (
    isObject(exposed) && 'default' in exposed ? exposed.default : exposed
  ) as unknown;
  if (
    !isObject(candidate) ||
    candidate.area !== area ||
    (typeof candidate.Page !== 'function' && !isObject(candidate.Page))
  ) {
    return {
      ok: false,
      reason: 'malformed',
      detail: `The ${area} remote did not expose an area module`,
    };
  }
  const contractVersion =
    typeof candidate.contractVersion === 'string' ? candidate.contractVersion : '';
  if (!isContractCompatible(contractVersion, hostContract)) {
    return {
      ok: false,
      reason: 'incompatible',
      detail: `The ${area} remote was built against shared-contracts ${contractVersion || '(unknown)'}, this shell provides ${hostContract}`,
    };
  }
  return { ok: true, module: candidate as unknown as AreaModule };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
