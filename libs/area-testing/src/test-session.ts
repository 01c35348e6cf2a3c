// The session a signed-in area test starts with: a seeded-looking borrower (the sandbox's
// borrower1). Each test gets its own token, as each sign-in does, so a session-bound cache never
// carries one test's server state into the next.
import type { UserSession } from '@portal/shared-contracts';

export const TEST_SESSION: UserSession = {
  username: 'borrower1',
  personalName: 'Alex Morgan',
  servicingBranch: 1,
  lastLoggedInIP: '203.0.113.24',
  lastLoggedIn: '2026-11-20T10:00:00.000Z',
  userToken: 'test-token',
  emailAddress: 'alex.morgan@example.com',
  loggedIn: true,
  hasEmailAddress: true,
  isPersonalUser: true,
  companyNumber: 0,
};

let signIns = 0;

/** A new sign-in of the test borrower, with whatever the test changes. */
export function testSession(patch: Partial<UserSession> = {}): UserSession {
  signIns += 1;
  return { ...TEST_SESSION, userToken: `test-token-${signIns}`, ...patch };
}
