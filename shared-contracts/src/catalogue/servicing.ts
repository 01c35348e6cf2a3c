// Settings of the servicing area: accounts and servicing (spec 3). Owned by that area's team.
export const SERVICING_OPTIONS = {
  'Dashboard.InfoText': '',
} as const satisfies Record<string, string>;
