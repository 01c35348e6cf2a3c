// Registration security (spec 1 §2, §5): required extra facts and the secret question.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { TEXT_ALLOWED_CHARACTERS } from '@portal/password-rules/logon-rules';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { FormActions } from '../../../components/form-actions';
import { SecretQuestionField } from '../../../components/secret-question-field';
import { TextField } from '@portal/ui/field';
import { SECRET_QUESTION_MESSAGES } from '../../../lib/secret-questions';
import type { SecurityInfo } from '../api/registration-calls';

export interface SecuritySettings {
  placeOfBirth: boolean;
  driversLicense: boolean;
  mothersMaiden: boolean;
  secretQuestion: boolean;
  customQuestion: boolean;
  questions: string[];
}

const required = (on: boolean, message: string) =>
  on ? v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(100)) : v.string();

function schemaFor(s: SecuritySettings) {
  return v.object({
    placeOfBirth: required(s.placeOfBirth, 'Place of birth is required.'),
    driversLicense: required(s.driversLicense, 'Drivers license is required.'),
    mothersMaiden: required(s.mothersMaiden, "Mother's maiden name is required."),
    secretQuestion: required(
      s.secretQuestion,
      s.customQuestion
        ? SECRET_QUESTION_MESSAGES.customQuestion
        : SECRET_QUESTION_MESSAGES.question,
    ),
    secretAnswer: s.secretQuestion
      ? v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(
            s.customQuestion
              ? SECRET_QUESTION_MESSAGES.customAnswer
              : SECRET_QUESTION_MESSAGES.answer,
          ),
          v.regex(TEXT_ALLOWED_CHARACTERS, SECRET_QUESTION_MESSAGES.invalidAnswer),
        )
      : v.string(),
  });
}

interface SecuritySectionProps {
  settings: SecuritySettings;
  initial: SecurityInfo;
  onContinue(values: SecurityInfo): void;
  onBack(): void;
  onCancel(): void;
}

export function SecuritySection({
  settings,
  initial,
  onContinue,
  onBack,
  onCancel,
}: SecuritySectionProps) {
  const schema = useMemo(() => schemaFor(settings), [settings]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SecurityInfo>({
    resolver: valibotResolver(schema),
    defaultValues: initial,
  });
  return (
    <form noValidate aria-label="Security" onSubmit={handleSubmit(onContinue)}>
      {settings.placeOfBirth && (
        <TextField
          id="register-placeOfBirth"
          label="Place of Birth"
          maxLength={100}
          error={errors.placeOfBirth?.message}
          {...register('placeOfBirth')}
        />
      )}
      {settings.driversLicense && (
        <TextField
          id="register-driversLicense"
          label="Driver's License"
          maxLength={100}
          error={errors.driversLicense?.message}
          {...register('driversLicense')}
        />
      )}
      {settings.mothersMaiden && (
        <TextField
          id="register-mothersMaiden"
          label="Mother's Maiden Name"
          maxLength={100}
          error={errors.mothersMaiden?.message}
          {...register('mothersMaiden')}
        />
      )}
      {settings.secretQuestion && (
        <>
          <SecretQuestionField
            id="register-secretQuestion"
            custom={settings.customQuestion}
            questions={settings.questions}
            error={errors.secretQuestion?.message}
            {...register('secretQuestion')}
          />
          <TextField
            id="register-secretAnswer"
            label="Secret Answer"
            type="password"
            maxLength={100}
            autoComplete="off"
            error={errors.secretAnswer?.message}
            {...register('secretAnswer')}
          />
        </>
      )}
      <FormActions submitLabel="Continue" onBack={onBack} onCancel={onCancel} />
    </form>
  );
}
