// POST /api/Login/VerifyNewUser (spec 1 §7): the SSN step of the login process.
import { WireEnvelopeSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import { withUserToken } from '../../../lib/portal-api';
import type { Credentials } from './user-login';

export async function verifyNewUser(
  api: KyInstance,
  credentials: Credentials,
  ssn: string,
  userToken: string,
): Promise<boolean> {
  const body: unknown = await api
    .post('Login/VerifyNewUser', {
      json: {
        Credentials: { UserName: credentials.username, Password: credentials.password },
        SocialSecurityNumber: ssn,
      },
      ...withUserToken(userToken),
    })
    .json();
  return parseWire(WireEnvelopeSchema, body, 'Login/VerifyNewUser').HasNoErrors === true;
}
