// SSN validation (spec 1 §4, §5): nine digits, non-digits stripped as typed.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { getPortal } from '@portal/shared-contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Banner } from '../../../components/banner';
import { TextField } from '@portal/ui/field';
import { digitsOnly } from '../../../lib/digits';
import { verifyNewUser } from '../api/verify-new-user';
import type { StepProps } from './step-props';
import { FormActions } from '../../../components/form-actions';

const SSN_MESSAGES = {
  required: 'Social Security Number is Required',
  invalid: 'SSN invalid',
  error: 'There was an error while validating.',
} as const;

const SsnSchema = v.object({
  ssn: v.pipe(
    v.string(),
    v.nonEmpty(SSN_MESSAGES.required),
    v.regex(/^\d{9}$/, SSN_MESSAGES.invalid),
  ),
});

export function ValidateSsnStep({ signIn, onSucceeded, onCancel }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<{ ssn: string }>({
    resolver: valibotResolver(SsnSchema),
    defaultValues: { ssn: '' },
  });

  const submit = handleSubmit(async ({ ssn }) => {
    setError(null);
    if (!signIn.credentials) return onCancel();
    const result = await verifyNewUser(getPortal().api, signIn.credentials, ssn, signIn.userToken);
    if (result.kind === 'ok') onSucceeded();
    else setError(SSN_MESSAGES.error);
  });

  const field = register('ssn');
  return (
    <div className="login-step">
      <h2 id="ssn-heading">Verify Your Identity</h2>
      <p>Please enter your Social Security Number to confirm it is you.</p>
      {error && <Banner kind="error">{error}</Banner>}
      <form noValidate onSubmit={submit} aria-label="Verify your identity">
        <fieldset disabled={isSubmitting} className="identity-plain-fieldset">
          <TextField
            id="login-ssn"
            label="Social Security Number"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            error={errors.ssn?.message}
            {...{
              ...field,
              onChange: async (event) => {
                setValue('ssn', digitsOnly(event.target.value, 9));
              },
            }}
          />
          <FormActions submitLabel="Continue" onCancel={onCancel} />
        </fieldset>
      </form>
    </div>
  );
}
