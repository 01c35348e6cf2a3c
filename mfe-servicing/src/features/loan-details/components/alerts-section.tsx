import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/use-api';
import { saveAlerts } from '../api/alerts-and-statements';
import { useRecordSaved } from '../hooks/account-details-cache';
import {
  ALERT_DAYS_MAX_LENGTH,
  alertDaysError,
  digitsOnly,
  saveErrors,
  tickDueDateAlert,
  type AlertPreferences,
} from '../rules/alerts';
import { CHECKMARK_MS } from '../rules/checkmark';
import { ui } from '@portal/ui/class-names';
import { Choice, Fieldset } from '@portal/ui/choice';
import { SelectField, TextField } from '@portal/ui/field';

/** Alert preferences (hidden for a closed loan): text and e-mail alerts, four due-date alerts. */
export function AlertsSection({
  accountNumber,
  saved,
}: {
  accountNumber: string;
  saved: AlertPreferences;
}) {
  const api = useApi();
  const recordSaved = useRecordSaved(accountNumber);
  const [prefs, setPrefs] = useState<AlertPreferences>(saved);
  const [errors, setErrors] = useState<string[]>([]);
  const [check, setCheck] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const saving = useMutation({
    mutationFn: (preferences: AlertPreferences) => saveAlerts(api, accountNumber, preferences),
    onMutate: () => setErrors([]),
    onSuccess: (result, preferences) => {
      if (result.kind !== 'ok') {
        setErrors(saveErrors(result));
        return;
      }
      recordSaved((details) => ({ ...details, alerts: preferences }));
      setCheck(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCheck(false), CHECKMARK_MS);
    },
    onError: () => setErrors(['Error']),
  });
  const save = () => saving.mutate(prefs);

  const toggle = (
    name: 'textDelinquent' | 'textEstatement' | 'emailDelinquent' | 'emailEstatement',
    label: string,
  ) => (
    <Choice
      label={label}
      checked={prefs[name]}
      onChange={(event) => setPrefs({ ...prefs, [name]: event.target.checked })}
    />
  );
  const invalid = prefs.due.some((alert) => alertDaysError(alert.days) !== null);
  const setDue = (index: number, change: AlertPreferences['due'][number]) =>
    setPrefs({
      ...prefs,
      due: prefs.due.map((alert, i) => (i === index ? change : alert)) as AlertPreferences['due'],
    });

  return (
    <section className={ui.card} aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">Alert Preferences</h2>
      <ErrorBanner messages={errors} />
      <Fieldset legend="Text alerts">
        {toggle('textDelinquent', 'Text me when my loan is delinquent')}
        {toggle('textEstatement', 'Text me when an e-statement is ready')}
      </Fieldset>
      <Fieldset legend="E-mail alerts">
        {toggle('emailDelinquent', 'E-mail me when my loan is delinquent')}
        {toggle('emailEstatement', 'E-mail me when an e-statement is ready')}
        {prefs.due.map((alert, index) => {
          const n = (index + 1) as 1 | 2 | 3 | 4;
          return (
            <div key={n} className="servicing-alert-row">
              <Choice
                label={`Due date alert ${n}`}
                checked={alert.on}
                onChange={(event) =>
                  setDue(index, tickDueDateAlert(alert, index, event.target.checked))
                }
              />
              <TextField
                id={`alert-days-${n}`}
                label={`Days for alert ${n}`}
                inputMode="numeric"
                size={4}
                maxLength={ALERT_DAYS_MAX_LENGTH[n]}
                value={alert.days}
                error={alertDaysError(alert.days)}
                onChange={(event) =>
                  setDue(index, {
                    ...alert,
                    days: digitsOnly(event.target.value, ALERT_DAYS_MAX_LENGTH[n]),
                  })
                }
              />
              <SelectField
                id={`alert-when-${n}`}
                label={`When for alert ${n}`}
                value={alert.before ? 'before' : 'after'}
                onChange={(event) =>
                  setDue(index, { ...alert, before: event.target.value === 'before' })
                }
              >
                <option value="before">before the due date</option>
                <option value="after">after the due date</option>
              </SelectField>
            </div>
          );
        })}
      </Fieldset>
      <button
        type="button"
        className={ui.button}
        disabled={saving.isPending || invalid}
        onClick={save}
      >
        Save Alerts
      </button>
      {saving.isPending && <Spinner label="Saving alerts" size={22} />}
      {check && (
        <p className="servicing-checkmark" role="status">
          ✓ Alerts saved
        </p>
      )}
    </section>
  );
}
