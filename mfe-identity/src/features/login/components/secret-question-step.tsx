// Secret question setup (spec 1 §4, §5): a preset question (or a typed one in custom mode)
// and an answer limited to the permitted characters.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { getPortal } from '@portal/shared-contracts';
import { TEXT_ALLOWED_CHARACTERS } from '@portal/password-rules/logon-rules';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Banner } from '../../../components/banner';
import { SecretQuestionField } from '../../../components/secret-question-field';
import { TextField } from '@portal/ui/field';
import { useSettings } from '../../../lib/identity-settings';
import { presetQuestions, SECRET_QUESTION_MESSAGES } from '../../../lib/secret-questions';
import { setPasswordQuestion } from '../api/set-password-question';
import type { StepProps } from './step-props';
import { FormActions } from '../../../components/form-actions';

const SETUP_ERROR = 'An error has occurred, please try again later.';

export function SecretQuestionStep({ signIn, onSucceeded, onCancel }: StepProps) {
  const options = useSettings();
  const custom = options.flag('Features.CustomSecurityQuestion');
  const questions = presetQuestions(options.text('Security.SecretQuestions'));
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      v.object({
        question: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(
            custom ? SECRET_QUESTION_MESSAGES.customQuestion : SECRET_QUESTION_MESSAGES.question,
          ),
        ),
        answer: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(
            custom ? SECRET_QUESTION_MESSAGES.customAnswer : SECRET_QUESTION_MESSAGES.answer,
          ),
          v.regex(TEXT_ALLOWED_CHARACTERS, SECRET_QUESTION_MESSAGES.invalidAnswer),
        ),
      }),
    [custom],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ question: string; answer: string }>({
    resolver: valibotResolver(schema),
    defaultValues: { question: '', answer: '' },
  });

  const submit = handleSubmit(async ({ question, answer }) => {
    setError(null);
    const result = await setPasswordQuestion(getPortal().api, question, answer, signIn.userToken);
    if (result.kind === 'ok') onSucceeded();
    else setError(SETUP_ERROR);
  });

  return (
    <div className="login-step">
      <h2 id="secret-question-heading">Set Up a Secret Question</h2>
      {error && <Banner kind="error">{error}</Banner>}
      <form noValidate onSubmit={submit} aria-label="Set up your question">
        <fieldset disabled={isSubmitting} className="identity-plain-fieldset">
          <SecretQuestionField
            id="setup-question"
            custom={custom}
            questions={questions}
            error={errors.question?.message}
            {...register('question')}
          />
          <TextField
            id="setup-answer"
            label="Secret Answer"
            type="password"
            maxLength={100}
            autoComplete="off"
            error={errors.answer?.message}
            {...register('answer')}
          />
          <FormActions submitLabel="Save" onCancel={onCancel} />
        </fieldset>
      </form>
    </div>
  );
}
