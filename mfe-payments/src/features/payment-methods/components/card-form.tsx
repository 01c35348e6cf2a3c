// The new card form (spec 2 §2 New card form, §5 Card form). The number and CVV live only in
// this form's memory and in the single-use method handed to the page; never in storage.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { DateTime } from 'luxon';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@portal/ui/field';
import type { CardBrand } from '@portal/field-rules/card-number';
import { cardBrandOf, cardFormSchema, type CardFormValues } from '../rules/form-schemas';
import { MethodFormFooter, MethodKind } from './method-form-parts';

export interface CardFormProps {
  allowedBrands: readonly CardBrand[];
  debitOnly: boolean;
  fullAddress: boolean;
  now: DateTime;
  /** Save Payment Profile is offered (personal users only, spec 2 §6). */
  canSave: boolean;
  busy: boolean;
  onCancel(): void;
  onContinue(values: CardFormValues, save: boolean): void;
}

const DEBIT = { value: 'DebitCard', label: 'Debit' };
const CREDIT = { value: 'CreditCard', label: 'Credit' };

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  amex: 'American Express',
  master: 'Mastercard',
  discover: 'Discover',
};

export function CardForm({
  allowedBrands,
  debitOnly,
  fullAddress,
  now,
  canSave,
  busy,
  onCancel,
  onContinue,
}: CardFormProps) {
  const id = useId();
  const [save, setSave] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid },
  } = useForm<CardFormValues>({
    mode: 'onTouched',
    // Every failed rule is reported, and cross-field checks run even when a field is wrong.
    criteriaMode: 'all',
    resolver: valibotResolver(cardFormSchema(allowedBrands, fullAddress, now)),
    defaultValues: {
      debitCredit: 'DebitCard',
      firstName: '',
      lastName: '',
      cardNumber: '',
      expiration: '',
      securityCode: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zipCode: '',
    },
  });
  const brand = cardBrandOf(useWatch({ control, name: 'cardNumber' }));
  const optional = fullAddress ? '' : ' (optional)';

  return (
    <form
      noValidate
      aria-label="New card"
      onSubmit={handleSubmit((values) => onContinue(values, canSave && save))}
    >
      <MethodKind
        legend="Card Type"
        options={debitOnly ? [DEBIT] : [DEBIT, CREDIT]}
        registration={register('debitCredit')}
      />
      <TextField
        id={`${id}-first`}
        label="First Name"
        autoComplete="cc-given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id={`${id}-last`}
        label="Last Name"
        autoComplete="cc-family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        id={`${id}-number`}
        label="Card Number"
        inputMode="numeric"
        maxLength={19}
        autoComplete="off"
        error={errors.cardNumber?.message}
        {...register('cardNumber')}
      />
      <p className="payments-note" aria-live="polite">
        {brand
          ? `Card brand: ${BRAND_NAMES[brand]}`
          : `We accept ${allowedBrands.map((b) => BRAND_NAMES[b]).join(', ')}.`}
      </p>
      <div className="payments-row">
        <TextField
          id={`${id}-expiration`}
          label="Expiration (MM/YY)"
          placeholder="MM/YY"
          maxLength={5}
          autoComplete="off"
          error={errors.expiration?.message}
          {...register('expiration')}
        />
        <TextField
          id={`${id}-cvv`}
          label="CVV/CVC"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          error={errors.securityCode?.message}
          {...register('securityCode')}
        />
      </div>
      <TextField
        id={`${id}-address1`}
        label={`Address 1${optional}`}
        error={errors.address1?.message}
        {...register('address1')}
      />
      <TextField
        id={`${id}-address2`}
        label="Address 2 (optional)"
        error={errors.address2?.message}
        {...register('address2')}
      />
      <div className="payments-row">
        <TextField
          id={`${id}-city`}
          label={`City${optional}`}
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          id={`${id}-state`}
          label={`State${optional}`}
          maxLength={2}
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          id={`${id}-zip`}
          label="Zip Code"
          maxLength={10}
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
      </div>
      <MethodFormFooter
        {...{ canSave, save, busy, onCancel }}
        onSave={setSave}
        formValid={isValid}
      />
    </form>
  );
}
