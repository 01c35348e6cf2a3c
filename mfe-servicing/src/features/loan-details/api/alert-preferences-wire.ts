// The wire's alert groups (spec 3 §3 Alerts: TextAlerts and EmailAlerts, each with
// AlertLoanDelinquent and EstatementAlert; e-mail with AlertLoanDueDate1..4, …Before, …Days) as
// the form's AlertPreferences, and back.
import type { WireAlertsSchema } from '@portal/api-contract/servicing/account-details';
import type * as v from 'valibot';
import type { AlertPreferences } from '../rules/alerts';

type WireGroup = Record<string, boolean | number | null>;
type WireAlerts = v.InferOutput<typeof WireAlertsSchema>;

const bool = (group: WireGroup | null | undefined, name: string) => group?.[name] === true;

export function preferencesFromWire(alerts: WireAlerts | null | undefined): AlertPreferences {
  const email = alerts?.EmailAlerts;
  const due = [1, 2, 3, 4].map((n) => {
    const days = email?.[`AlertLoanDueDate${n}Days`];
    return {
      on: bool(email, `AlertLoanDueDate${n}`),
      before: email?.[`AlertLoanDueDate${n}Before`] !== false,
      days: typeof days === 'number' ? String(days) : '',
    };
  }) as AlertPreferences['due'];
  return {
    textDelinquent: bool(alerts?.TextAlerts, 'AlertLoanDelinquent'),
    textEstatement: bool(alerts?.TextAlerts, 'EstatementAlert'),
    emailDelinquent: bool(email, 'AlertLoanDelinquent'),
    emailEstatement: bool(email, 'EstatementAlert'),
    due,
  };
}

export function preferencesToWire(preferences: AlertPreferences) {
  const EmailAlerts: WireGroup = {
    AlertLoanDelinquent: preferences.emailDelinquent,
    EstatementAlert: preferences.emailEstatement,
  };
  preferences.due.forEach((alert, index) => {
    const n = index + 1;
    EmailAlerts[`AlertLoanDueDate${n}`] = alert.on;
    EmailAlerts[`AlertLoanDueDate${n}Before`] = alert.before;
    EmailAlerts[`AlertLoanDueDate${n}Days`] = alert.days.trim() ? Number(alert.days) : null;
  });
  return {
    TextAlerts: {
      AlertLoanDelinquent: preferences.textDelinquent,
      EstatementAlert: preferences.textEstatement,
    },
    EmailAlerts,
  };
}
