// Update personal info (path not shown in the spec; ours: POST /api/Profile/UpdatePersonalInfo).
// Payload Address, PhoneNumbers; response HasNoErrors, PersonalInfo, Errors.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { PersonalInfoSchema, type PersonalInfo } from './get-profile';
import { failureOf, readEnvelope, type SaveResult } from './wire-result';

const ResponseSchema = v.object({ PersonalInfo: PersonalInfoSchema });

export async function updatePersonalInfo(
  api: KyInstance,
  info: PersonalInfo,
): Promise<SaveResult<PersonalInfo>> {
  try {
    const body: unknown = await api.post('Profile/UpdatePersonalInfo', { json: info }).json();
    return readEnvelope(
      body,
      'update personal info',
      (ok, what) => parseWire(ResponseSchema, ok, what).PersonalInfo,
    );
  } catch (error) {
    return failureOf(error);
  }
}
