// Recovery step 1 (spec 1 §2, §5 Recovery username form): each visible field required.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { DateTime } from 'luxon';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { TextField } from '@portal/ui/field';
import { dateOfBirthProblem, maskDateOfBirth } from '../../../lib/date-of-birth';
import { digitsOnly } from '../../../lib/digits';
import type { RecoveryRequest } from '../api/recovery-calls';
import { ui } from '@portal/ui/class-names';
import { isEmailAddress } from '@portal/field-rules/email';
import { isFiveDigitZip } from '@portal/field-rules/zip';

export interface VisibleFields {
  email: boolean;
  dateOfBirth: boolean;
  zip: boolean;
  branch: boolean;
}

interface UsernameValues {
  email: string;
  dateOfBirth: string;
  zip: string;
  branch: string;
}

/** today null: not known yet, so no date of birth is refused (nor anything sent) against it. */
function schemaFor(visible: VisibleFields, today: DateTime | null) {
  const optional = v.string();
  return v.object({
    email: visible.email
      ? v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('Email is required'),
          v.check(isEmailAddress, 'Invalid Email'),
        )
      : optional,
    dateOfBirth: visible.dateOfBirth
      ? v.pipe(
          v.string(),
          v.nonEmpty('Date of Birth is required'),
          v.check(
            (text) => today === null || dateOfBirthProblem(text, today) === null,
            'Invalid Date',
          ),
        )
      : optional,
    zip: visible.zip
      ? v.pipe(
          v.string(),
          v.nonEmpty('Zip Code is required'),
          v.check(isFiveDigitZip, 'Zip Code must be 5 digits'),
        )
      : optional,
    branch: visible.branch
      ? v.pipe(
          v.string(),
          v.nonEmpty('The branch Id is required'),
          v.regex(/^\d{1,4}$/, 'The branch Id is required'),
        )
      : optional,
  });
}

/** Said while the business day loads (heard, not seen: the form stands meanwhile). */
const PREPARING = 'Preparing the form…';

interface UsernameStepProps {
  visible: VisibleFields;
  /**
   * The institution's business day, "yyyy-MM-dd": a date of birth after it is refused. Null
   * while it loads: the form stands, and Continue waits for it.
   */
  today: string | null;
  loading: boolean;
  onSubmit(request: RecoveryRequest): void;
}

export function UsernameStep({ visible, today, loading, onSubmit }: UsernameStepProps) {
  const schema = useMemo(
    () => schemaFor(visible, today === null ? null : DateTime.fromISO(today)),
    [visible, today],
  );
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    getFieldState,
    formState: { errors, isValid },
  } = useForm<UsernameValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', dateOfBirth: '', zip: '', branch: '' },
  });
  // A date of birth left before the business day arrived passed unjudged: judge it now.
  useEffect(() => {
    if (today !== null && getFieldState('dateOfBirth').isTouched) void trigger('dateOfBirth');
  }, [today, trigger, getFieldState]);

  // Only filled fields are sent.
  const submit = handleSubmit((values) =>
    onSubmit({
      ...(visible.email && values.email ? { emailAddress: values.email.trim() } : {}),
      ...(visible.dateOfBirth && values.dateOfBirth ? { dateOfBirth: values.dateOfBirth } : {}),
      ...(visible.zip && values.zip ? { zipCode: values.zip } : {}),
      ...(visible.branch && values.branch ? { servicingBranch: values.branch } : {}),
    }),
  );

  /** Keeps what is typed in shape (digits only, date mask) as it is typed. */
  const shaped = (name: keyof UsernameValues, shape: (text: string) => string) =>
    register(name, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        setValue(name, shape(event.target.value), { shouldValidate: Boolean(errors[name]) }),
    });

  return (
    <form noValidate onSubmit={submit} aria-label="Find your username">
      {visible.email && (
        <TextField
          id="recovery-email"
          label="Email"
          type="email"
          maxLength={100}
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      {visible.dateOfBirth && (
        <TextField
          id="recovery-dateOfBirth"
          label="Date of Birth (MM/DD/YYYY)"
          inputMode="numeric"
          placeholder="MM/DD/YYYY"
          error={errors.dateOfBirth?.message}
          {...shaped('dateOfBirth', maskDateOfBirth)}
        />
      )}
      {visible.zip && (
        <TextField
          id="recovery-zip"
          label="Zip Code"
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.zip?.message}
          {...shaped('zip', (text) => digitsOnly(text, 5))}
        />
      )}
      {visible.branch && (
        <TextField
          id="recovery-branch"
          label="Branch Number"
          inputMode="numeric"
          error={errors.branch?.message}
          {...shaped('branch', (text) => digitsOnly(text, 4))}
        />
      )}
      <button
        type="submit"
        className={ui.button}
        // Disabled while invalid or loading, also on arrival (spec 1 §5 Recovery username form),
        // and until the business day is known.
        disabled={loading || !isValid || today === null}
      >
        Continue
      </button>
      {today === null && (
        <p role="status" className={ui.visuallyHidden}>
          {PREPARING}
        </p>
      )}
    </form>
  );
}
