// The loan mailing address form (spec 3 §5 Address (loan edit)).
import * as v from 'valibot';
import { CitySchema, StateSchema, StreetSchema, ZipSchema } from '@portal/field-rules/address';

export const SAVE_INVALID_MESSAGE = 'Was unable to save changes, please correct errors first.';
export const SAVE_FAILED_MESSAGE =
  'There was a problem saving changes. Please check your information and try again.';

export const AddressFormSchema = v.object({
  address1: StreetSchema,
  city: CitySchema,
  state: StateSchema,
  zip: ZipSchema,
});

export type AddressFormValues = v.InferInput<typeof AddressFormSchema>;

/** Street and city are sanitised as typed: markup and control characters never reach the form. */
export function sanitizeAddressText(value: string): string {
  const printable = [...value].filter((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  return printable.join('').replace(/[<>{}[\]\\^`|~$%*=;"]/g, '');
}

/**
 * The refusal codes of UpdateAddress become messages: the zip/city mismatch is shown as sent,
 * any other refusal or failure says the generic save message (spec 3 §4, §8).
 */
export function addressSaveError(refusalCode: string | undefined): string {
  if (refusalCode === 'City is not found within the specified zip code.') return refusalCode;
  return SAVE_FAILED_MESSAGE;
}

export const sameAddress = (a: AddressFormValues, b: AddressFormValues): boolean =>
  a.address1 === b.address1 && a.city === b.city && a.state === b.state && a.zip === b.zip;
