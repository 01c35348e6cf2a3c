// Registration personal info (spec 1 §2, §5 Registration personal).
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { FormActions } from '../../../components/form-actions';
import { RevealToggle } from '@portal/ui/reveal-toggle';
import { TextField } from '@portal/ui/field';
import { dateOfBirthProblem, maskDateOfBirth } from '../../../lib/date-of-birth';
import { digitsOnly } from '../../../lib/digits';
import { resolveWith } from '../../../lib/schema-resolver';
import type { PersonalInfo } from '../api/registration-calls';
import type { PersonalSettings } from '../rules/personal-settings';
import {
  accountNumberMask,
  applyMask,
  maskDigitCount,
  maskPhone,
} from '../rules/account-number-mask';
import { ui } from '@portal/ui/class-names';
import { isEmailAddress } from '@portal/field-rules/email';
import { isFiveDigitZip } from '@portal/field-rules/zip';

function schemaFor(settings: PersonalSettings, mask: string, today: DateTime) {
  const any = v.string();
  return v.object({
    accountType: settings.fixedType
      ? any
      : v.pipe(v.string(), v.picklist(['Loan', 'Deposit'], 'Account Type is required.')),
    accountNumber: settings.accountNumberRequired
      ? v.pipe(
          v.string(),
          v.nonEmpty('Account Number is required.'),
          v.check(
            (text) => !mask || text.replace(/\D/g, '').length === maskDigitCount(mask),
            'Account Number is required.',
          ),
        )
      : any,
    firstName: v.pipe(v.string(), v.maxLength(50)),
    middleName: v.pipe(v.string(), v.maxLength(50)),
    lastName: v.pipe(v.string(), v.trim(), v.nonEmpty('Last Name is required.'), v.maxLength(50)),
    emailAddress: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('emailAddress is required.'),
      v.maxLength(100, 'emailAddress is invalid.'),
      v.check(isEmailAddress, 'emailAddress is invalid.'),
    ),
    ssn: v.pipe(
      v.string(),
      v.nonEmpty('SSN is required.'),
      v.length(settings.ssnDigits, 'Please enter all required digits of SSN.'),
    ),
    dateOfBirth: settings.hideDateOfBirth
      ? any
      : v.pipe(
          v.string(),
          v.nonEmpty('Date Of Birth is required.'),
          v.check((t) => dateOfBirthProblem(t, today) === null, 'Date Of Birth is invalid.'),
        ),
    zip: settings.hideZip
      ? any
      : v.pipe(
          v.string(),
          v.nonEmpty('Zip Code is required.'),
          v.check(isFiveDigitZip, 'A 5 digit zip code is required'),
        ),
    phoneNumber: settings.hidePhone
      ? any
      : v.pipe(
          v.string(),
          v.nonEmpty('Phone Number is required.'),
          v.check((t) => t.replace(/\D/g, '').length === 10, 'Phone Number is required.'),
        ),
  });
}

interface PersonalInfoSectionProps {
  settings: PersonalSettings;
  lengths: Record<'Loan' | 'Deposit', { Office: number; Account: number; CheckDigit: number }>;
  removeCheckDigit: boolean;
  /** The institution's business day, "yyyy-MM-dd": a date of birth after it is refused. */
  today: string;
  initial: PersonalInfo;
  onContinue(values: PersonalInfo): void;
  onCancel(): void;
}

export function PersonalInfoSection({
  settings,
  lengths,
  removeCheckDigit,
  today,
  initial,
  onContinue,
  onCancel,
}: PersonalInfoSectionProps) {
  const businessDay = DateTime.fromISO(today);
  const [ssnRevealed, setSsnRevealed] = useState(false);
  const maskFor = (type: string) =>
    accountNumberMask(
      type === 'Deposit' ? lengths.Deposit : lengths.Loan,
      removeCheckDigit,
      !settings.accountNumberRequired,
    );
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<PersonalInfo>({
    // The account-number mask depends on the chosen type, so the schema is built per check.
    resolver: (values) =>
      resolveWith(schemaFor(settings, maskFor(values.accountType), businessDay), values),
    defaultValues: { ...initial, accountType: settings.fixedType ?? initial.accountType },
  });
  const accountType = useWatch({ control, name: 'accountType' });
  const mask = maskFor(accountType);

  const masked = (name: keyof PersonalInfo, shape: (text: string) => string) =>
    register(name, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        setValue(name, shape(event.target.value), { shouldValidate: Boolean(errors[name]) }),
    });

  return (
    <form
      noValidate
      aria-label="Personal information"
      onSubmit={handleSubmit((values) =>
        onContinue({
          ...values,
          lastName: values.lastName.trim(),
          emailAddress: values.emailAddress.trim(),
        }),
      )}
    >
      {!settings.fixedType && (
        <fieldset className={ui.fieldset}>
          <legend>Account Type</legend>
          {(['Deposit', 'Loan'] as const).map((type) => (
            <label key={type} className={ui.choice}>
              <input
                type="radio"
                value={type}
                {...register('accountType', {
                  // Changing the type clears the number and rebuilds its mask.
                  onChange: () => setValue('accountNumber', ''),
                })}
              />{' '}
              {type}
            </label>
          ))}
          {errors.accountType && <p className={ui.fieldError}>{errors.accountType.message}</p>}
        </fieldset>
      )}
      {settings.accountNumberRequired && (
        <TextField
          id="register-accountNumber"
          label="Account Number"
          inputMode="numeric"
          placeholder={mask || undefined}
          error={errors.accountNumber?.message}
          {...masked('accountNumber', (text) => applyMask(mask, text))}
        />
      )}
      <TextField
        id="register-firstName"
        label="First Name"
        maxLength={50}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id="register-middleName"
        label="Middle Name"
        maxLength={50}
        autoComplete="additional-name"
        error={errors.middleName?.message}
        {...register('middleName')}
      />
      <TextField
        id="register-lastName"
        label="Last Name"
        maxLength={50}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        maxLength={100}
        autoComplete="email"
        error={errors.emailAddress?.message}
        {...register('emailAddress')}
      />
      <TextField
        id="register-ssn"
        label="SSN"
        type={ssnRevealed ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        error={errors.ssn?.message}
        {...masked('ssn', (text) => digitsOnly(text, settings.ssnDigits))}
        after={<RevealToggle label="Show SSN" revealed={ssnRevealed} onChange={setSsnRevealed} />}
      />
      {!settings.hideDateOfBirth && (
        <TextField
          id="register-dateOfBirth"
          label="Date of Birth (MM/DD/YYYY)"
          inputMode="numeric"
          placeholder="MM/DD/YYYY"
          error={errors.dateOfBirth?.message}
          {...masked('dateOfBirth', maskDateOfBirth)}
        />
      )}
      {!settings.hideZip && (
        <TextField
          id="register-zip"
          label="Zip Code"
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.zip?.message}
          {...masked('zip', (text) => digitsOnly(text, 5))}
        />
      )}
      {!settings.hidePhone && (
        <TextField
          id="register-phone"
          label="Phone Number"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(000) 000-0000"
          error={errors.phoneNumber?.message}
          {...masked('phoneNumber', maskPhone)}
        />
      )}
      <FormActions submitLabel="Continue" onCancel={onCancel} />
    </form>
  );
}
