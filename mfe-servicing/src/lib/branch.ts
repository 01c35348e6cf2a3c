// Branch display rules (spec 3 §3 BranchInfo).

/** Branch data is fetched by the first 4 characters of the account number. */
export const branchNumberOf = (accountNumber: string): string => accountNumber.slice(0, 4);

/** A branch is plotted only if its latitude is nonzero and its longitude is negative. */
export function canPlotBranch(branch: { Latitude: number; Longitude: number }): boolean {
  return (
    Number.isFinite(branch.Latitude) &&
    Number.isFinite(branch.Longitude) &&
    branch.Latitude !== 0 &&
    branch.Longitude < 0
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
  branch: {
    Latitude: number;
    Longitude: number;
    StreetAddress: string;
    City: string;
    State: string;
    Zip: string;
  },
): string {
  const query = canPlotBranch(branch)
    ? `${branch.Latitude},${branch.Longitude}`
    : `${branch.StreetAddress}, ${branch.City}, ${branch.State} ${branch.Zip}`;
  return `${base}${encodeURIComponent(query)}`;
}
