// The personal information form (spec 1 §5 Profile address): its schema with the spec's
// messages, and the conversions between the wire's PersonalInfo and the form's values.
import * as v from 'valibot';
import type { PersonalInfo } from './profile-model';
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
    address1: info.address.address1,
    city: info.address.city,
    state: info.address.state,
    zipCode: info.address.zipCode,
    phones: info.phoneNumbers.map((phone) => ({
      number: /^\d{10}$/.test(phone.phoneNumber)
        ? maskPhone(phone.phoneNumber)
        : displayPhone(phone.phoneNumber),
      primary: phone.primary,
      optInToTexting: phone.optInToTexting,
    })),
  };
}

/** The form as the update call's payload: trimmed address, phone digits only. */
export function toPersonalInfo(form: PersonalInfoForm): PersonalInfo {
  return {
    address: {
      address1: form.address1.trim(),
      city: form.city.trim(),
      state: form.state,
      zipCode: form.zipCode.trim(),
    },
    phoneNumbers: form.phones.map((phone) => ({
      phoneNumber: phoneDigits(phone.number),
      primary: phone.primary,
      optInToTexting: phone.optInToTexting,
    })),
  };
}

/** Dirty detection compares what would be saved, so trailing spaces alone do not count. */
export const comparablePersonalInfo = (form: PersonalInfoForm): PersonalInfo =>
  toPersonalInfo(form);
