// Settings of the profile area: the profile page. Owned by that area's team.
export const PROFILE_OPTIONS = {} as const satisfies Record<string, string>;
