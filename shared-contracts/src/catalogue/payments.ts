// Settings of the payments area: making and managing payments (spec 2). Owned by that area's team.
export const PAYMENTS_OPTIONS = {
  'Payments.DisableEZPayOption': 'false',
} as const satisfies Record<string, string>;
