// The personal information form (spec 1 §5 Profile address): its schema with the spec's
// messages, and the conversions between the wire's PersonalInfo and the form's values.
import * as v from 'valibot';
import type { PersonalInfo } from '../api/get-profile';
import { displayPhone, maskPhone, phoneDigits, PHONE_DIGITS } from './phone';
import {
  ADDRESS_MESSAGES as FIELD_MESSAGES,
  CitySchema,
  StateSchema,
  StreetSchema,
  ZipSchema,
} from '@portal/field-rules/address';

export const ADDRESS_MESSAGES = {
  ...FIELD_MESSAGES,
  phoneRequired: 'A phone number is required',
  phoneInvalid: 'Phone number is invalid. A 10 digit phone number is required',
} as const;

const m = ADDRESS_MESSAGES;

const PhoneFormSchema = v.object({
  number: v.pipe(
    v.string(),
    v.nonEmpty(m.phoneRequired),
    v.check((value) => /^[\d-]*$/.test(value), m.phoneInvalid),
    v.check((value) => phoneDigits(value).length === PHONE_DIGITS, m.phoneInvalid),
  ),
  primary: v.boolean(),
  optInToTexting: v.boolean(),
});

export const PersonalInfoFormSchema = v.object({
  address1: StreetSchema,
  city: CitySchema,
  state: StateSchema,
  zipCode: ZipSchema,
  phones: v.array(PhoneFormSchema),
});

export type PersonalInfoForm = v.InferInput<typeof PersonalInfoFormSchema>;

/** The wire's numbers shown in the form: 10 digits with the mask, a 12-character number as is. */
export function toPersonalInfoForm(info: PersonalInfo): PersonalInfoForm {
  return {
    address1: info.Address.Address1,
    city: info.Address.City,
    state: info.Address.State,
    zipCode: info.Address.ZipCode,
    phones: info.PhoneNumbers.map((phone) => ({
      number: /^\d{10}$/.test(phone.PhoneNumber)
        ? maskPhone(phone.PhoneNumber)
        : displayPhone(phone.PhoneNumber),
      primary: phone.Primary,
      optInToTexting: phone.OptInToTexting,
    })),
  };
}

/** The form as the update call's payload: trimmed address, phone digits only. */
export function toPersonalInfo(form: PersonalInfoForm): PersonalInfo {
  return {
    Address: {
      Address1: form.address1.trim(),
      City: form.city.trim(),
      State: form.state,
      ZipCode: form.zipCode.trim(),
    },
    PhoneNumbers: form.phones.map((phone) => ({
      PhoneNumber: phoneDigits(phone.number),
      Primary: phone.primary,
      OptInToTexting: phone.optInToTexting,
    })),
  };
}

/** Dirty detection compares what would be saved, so trailing spaces alone do not count. */
export const comparablePersonalInfo = (form: PersonalInfoForm): PersonalInfo =>
  toPersonalInfo(form);
