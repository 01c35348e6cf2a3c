// GET /api/Profile/LoginHistory (spec 3 §7): the user's previous logins.
import { loginHistory } from '@portal/api-contract/servicing/login-history';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface LoginEntry {
  /** A stable key for the row (the entry's key, else its place in the list). */
  key: string;
  /** ISO instant. */
  loggedInAt: string;
  ipAddress: string;
}

export async function fetchLoginHistory(api: KyInstance): Promise<ApiResult<LoginEntry[]>> {
  return mapResult(await call(api, loginHistory, {}), (entries) =>
    entries.map((entry, index) => ({
      key: String(entry.EntryKey ?? index),
      loggedInAt: entry.LoginDate,
      ipAddress: entry.IPAddress ?? '',
    })),
  );
}
