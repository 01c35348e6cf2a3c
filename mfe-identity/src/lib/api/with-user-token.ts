// Headers for calls made during the login steps, before the session is started: the token of
// the sign-in under way travels explicitly (the portal client adds it only for a live session).
export function withUserToken(userToken: string): { headers: Record<string, string> } {
  return { headers: { UserToken: userToken } };
}
