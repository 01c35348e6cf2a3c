// Branch display rules (spec 3 §3 BranchInfo).

/** A branch as the area uses it (the API modules map the wire's BranchInfo to it). */
export interface Branch {
  /** Listed branches carry their number; the branch of an account need not. */
  number: string | null;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** As sent: 10 digits are formatted by formatBranchPhone. */
  phone: string;
  /** 0 when the back end has no coordinates. */
  latitude: number;
  longitude: number;
}

/** Branch data is fetched by the first 4 characters of the account number. */
export const branchNumberOf = (accountNumber: string): string => accountNumber.slice(0, 4);

/** A branch is plotted only if its latitude is nonzero and its longitude is negative. */
export function canPlotBranch(branch: Pick<Branch, 'latitude' | 'longitude'>): boolean {
  return (
    Number.isFinite(branch.latitude) &&
    Number.isFinite(branch.longitude) &&
    branch.latitude !== 0 &&
    branch.longitude < 0
  );
}

/** 10 digits show as (xxx) xxx-xxxx; anything else is shown as sent. */
export function formatBranchPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** tel: link target (digits only). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A maps-service link by coordinates, or by address when the coordinates cannot be used. */
export function mapsHref(
  base: string,
  branch: Pick<Branch, 'latitude' | 'longitude' | 'street' | 'city' | 'state' | 'zip'>,
): string {
  const query = canPlotBranch(branch)
    ? `${branch.latitude},${branch.longitude}`
    : `${branch.street}, ${branch.city}, ${branch.state} ${branch.zip}`;
  return `${base}${encodeURIComponent(query)}`;
}
