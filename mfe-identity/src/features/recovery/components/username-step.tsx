// Recovery step 1 (spec 1 §2, §5 Recovery username form): each visible field required.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { dateOfBirthProblem, maskDateOfBirth } from '../../../lib/date-of-birth';
import { digitsOnly } from '../../../lib/digits';
import type { RecoveryRequest } from '../api/recovery-calls';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function schemaFor(visible: VisibleFields) {
  const optional = v.string();
  return v.object({
    email: visible.email
      ? v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('Email is required'),
          v.regex(EMAIL, 'Invalid Email'),
        )
      : optional,
    dateOfBirth: visible.dateOfBirth
      ? v.pipe(
          v.string(),
          v.nonEmpty('Date of Birth is required'),
          v.check((text) => dateOfBirthProblem(text, DateTime.now()) === null, 'Invalid Date'),
        )
      : optional,
    zip: visible.zip
      ? v.pipe(
          v.string(),
          v.nonEmpty('Zip Code is required'),
          v.regex(/^\d{5}$/, 'Zip Code must be 5 digits'),
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

interface UsernameStepProps {
  visible: VisibleFields;
  loading: boolean;
  onSubmit(request: RecoveryRequest): void;
}

export function UsernameStep({ visible, loading, onSubmit }: UsernameStepProps) {
  const schema = useMemo(() => schemaFor(visible), [visible]);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isValid },
  } = useForm<UsernameValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', dateOfBirth: '', zip: '', branch: '' },
  });

  // Only filled fields are sent.
  const submit = handleSubmit((values) =>
    onSubmit({
      ...(visible.email && values.email ? { EmailAddress: values.email.trim() } : {}),
      ...(visible.dateOfBirth && values.dateOfBirth ? { DateOfBirth: values.dateOfBirth } : {}),
      ...(visible.zip && values.zip ? { ZipCode: values.zip } : {}),
      ...(visible.branch && values.branch ? { ServicingBranch: values.branch } : {}),
    }),
  );

  const error = (name: keyof UsernameValues) =>
    errors[name] && (
      <p id={`recovery-${name}-error`} className="field__error">
        {errors[name]?.message}
      </p>
    );
  const aria = (name: keyof UsernameValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `recovery-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Find your username">
      {visible.email && (
        <div className="field">
          <label htmlFor="recovery-email">Email</label>
          <input
            id="recovery-email"
            type="email"
            maxLength={100}
            autoComplete="email"
            {...aria('email')}
            {...register('email')}
          />
          {error('email')}
        </div>
      )}
      {visible.dateOfBirth && (
        <div className="field">
          <label htmlFor="recovery-dateOfBirth">Date of Birth (MM/DD/YYYY)</label>
          <input
            id="recovery-dateOfBirth"
            inputMode="numeric"
            placeholder="MM/DD/YYYY"
            {...aria('dateOfBirth')}
            {...register('dateOfBirth', {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                setValue('dateOfBirth', maskDateOfBirth(event.target.value), {
                  shouldValidate: Boolean(errors.dateOfBirth),
                }),
            })}
          />
          {error('dateOfBirth')}
        </div>
      )}
      {visible.zip && (
        <div className="field">
          <label htmlFor="recovery-zip">Zip Code</label>
          <input
            id="recovery-zip"
            inputMode="numeric"
            autoComplete="postal-code"
            {...aria('zip')}
            {...register('zip', {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                setValue('zip', digitsOnly(event.target.value, 5), {
                  shouldValidate: Boolean(errors.zip),
                }),
            })}
          />
          {error('zip')}
        </div>
      )}
      {visible.branch && (
        <div className="field">
          <label htmlFor="recovery-branch">Branch Number</label>
          <input
            id="recovery-branch"
            inputMode="numeric"
            {...aria('branch')}
            {...register('branch', {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                setValue('branch', digitsOnly(event.target.value, 4), {
                  shouldValidate: Boolean(errors.branch),
                }),
            })}
          />
          {error('branch')}
        </div>
      )}
      <button
        type="submit"
        className="button"
        disabled={loading || (!isValid && Object.keys(errors).length > 0)}
      >
        Continue
      </button>
    </form>
  );
}
