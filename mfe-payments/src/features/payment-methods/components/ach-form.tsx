// The new ACH form (spec 2 §2 New ACH form, §5 ACH form): field rules, the 300 ms bank lookup.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { getPortal } from '@portal/shared-contracts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@portal/ui/field';
import { valueOrThrow } from '@portal/wire/api-result';
import { fetchRoutingData, type BankInfo } from '../api/routing-data';
import { hasValidAbaCheckDigit } from '@portal/field-rules/routing-number';
import { ACH_MESSAGES, digitsOnly } from '../rules/ach-fields';
import { achFormSchema, type AchFormValues } from '../rules/form-schemas';
import { MethodFormFooter, MethodKind } from './method-form-parts';
import { ui } from '@portal/ui/class-names';

/** The bank lookup waits this long after the ninth digit (spec 2 §9). */
const ROUTING_LOOKUP_DELAY_MS = 300;
const CHECKING = { value: 'Checking', label: 'Checking' };
const SAVINGS = { value: 'Savings', label: 'Savings' };
const ROUTING_LOOKUP_FAILED = 'An error has occured while verifying the routing number';

export interface AchFormProps {
  allowSavings: boolean;
  confirmShown: boolean;
  preCheck: boolean;
  canSave: boolean;
  busy: boolean;
  /** What the borrower typed before the terms step took the form's place, kept so nothing is lost. */
  initial?: { values: AchFormValues; save: boolean };
  onCancel(): void;
  onContinue(values: AchFormValues, save: boolean): void;
}

export function AchForm({
  allowSavings,
  confirmShown,
  preCheck,
  canSave,
  busy,
  initial,
  onCancel,
  onContinue,
}: AchFormProps) {
  const id = useId();
  const [save, setSave] = useState(initial?.save ?? false);
  const [bank, setBank] = useState<BankInfo | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isValid },
  } = useForm<AchFormValues>({
    mode: 'onTouched',
    // Every failed rule is reported, and cross-field checks run even when a field is wrong.
    criteriaMode: 'all',
    resolver: valibotResolver(achFormSchema(confirmShown)),
    defaultValues: initial?.values ?? {
      accountType: 'Checking',
      ownerName: '',
      routingNumber: '',
      accountNumber: '',
      confirmAccountNumber: '',
    },
  });
  const routingNumber = watch('routingNumber');

  // The lookup is a side effect of typing (debounced, cancelled when the number changes again).
  useEffect(() => {
    setBank(null);
    setLookupError(null);
    if (!hasValidAbaCheckDigit(routingNumber)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchRoutingData(getPortal().api, routingNumber, controller.signal)
        .then(valueOrThrow)
        .then((found) => {
          setBank(found);
          if (preCheck && !found.exists)
            setError('routingNumber', { message: ACH_MESSAGES.routingInvalid });
          else clearErrors('routingNumber');
        })
        .catch(() => {
          if (!controller.signal.aborted) setLookupError(ROUTING_LOOKUP_FAILED);
        });
    }, ROUTING_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [routingNumber, preCheck, setError, clearErrors]);

  const bankMissing = preCheck && (bank === null || !bank.exists);
  const blurDigits = (name: 'routingNumber' | 'accountNumber' | 'confirmAccountNumber') => ({
    onBlur: (event: React.FocusEvent<HTMLInputElement>) =>
      setValue(name, digitsOnly(event.target.value), { shouldValidate: true }),
  });

  return (
    <form
      noValidate
      aria-label="New bank account"
      onSubmit={handleSubmit((values) => {
        if (bankMissing) {
          setError('routingNumber', { message: ACH_MESSAGES.routingInvalid });
          return;
        }
        onContinue(values, canSave && save);
      })}
    >
      <MethodKind
        legend="Account Type"
        options={allowSavings ? [CHECKING, SAVINGS] : [CHECKING]}
        registration={register('accountType')}
      />
      <TextField
        id={`${id}-owner`}
        label="Owner Name"
        autoComplete="name"
        error={errors.ownerName?.message}
        {...register('ownerName')}
      />
      <TextField
        id={`${id}-routing`}
        label="Routing Number"
        inputMode="numeric"
        maxLength={9}
        autoComplete="off"
        error={errors.routingNumber?.message}
        {...register('routingNumber', blurDigits('routingNumber'))}
      />
      {lookupError && (
        <p role="alert" className={ui.fieldError}>
          {lookupError}
        </p>
      )}
      {bank?.exists && (
        <div className="payments-note" aria-live="polite" aria-label="Bank information">
          <strong>{bank.name}</strong>
          <br />
          {bank.address}, {bank.city}, {bank.state} {bank.zip}
          <br />
          Routing {bank.routingNumber}
        </div>
      )}
      <TextField
        id={`${id}-account`}
        label="Account Number"
        inputMode="numeric"
        maxLength={17}
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...register('accountNumber', blurDigits('accountNumber'))}
      />
      {confirmShown && (
        <TextField
          id={`${id}-confirm`}
          label="Confirm Account Number"
          inputMode="numeric"
          maxLength={17}
          autoComplete="off"
          error={errors.confirmAccountNumber?.message}
          {...register('confirmAccountNumber', blurDigits('confirmAccountNumber'))}
        />
      )}
      <MethodFormFooter
        {...{ canSave, save, busy, onCancel }}
        onSave={setSave}
        formValid={isValid}
      />
    </form>
  );
}
