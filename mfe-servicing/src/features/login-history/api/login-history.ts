// GET /api/Profile/LoginHistory (spec 3 §7): the user's previous logins.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const LoginHistorySchema = v.array(
  v.object({
    LoginDate: v.string(),
    IPAddress: v.nullish(v.string(), ''),
    EntryKey: v.optional(v.union([v.string(), v.number()])),
  }),
);

export type LoginHistory = v.InferOutput<typeof LoginHistorySchema>;

export async function fetchLoginHistory(api: KyInstance): Promise<LoginHistory> {
  return parseWire(
    LoginHistorySchema,
    await api.get('Profile/LoginHistory').json(),
    'LoginHistory',
  );
}
