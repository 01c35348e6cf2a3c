// Recovery step 2 (spec 1 §2): the logon name, and the secret answer unless recovery without a
// question is on.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { TEXT_ALLOWED_CHARACTERS } from '@portal/password-rules/logon-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { RevealToggle } from '@portal/ui/reveal-toggle';
import { TextField } from '@portal/ui/field';
import { ui } from '@portal/ui/class-names';

const AnswerSchema = v.object({
  answer: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Secret Answer is required'),
    v.regex(TEXT_ALLOWED_CHARACTERS, 'Secret Answer Contains Invalid Characters.'),
  ),
});

interface PasswordStepProps {
  logonName: string;
  question: string | null;
  withoutQuestion: boolean;
  loading: boolean;
  onAnswer(answer: string): void;
  onContinue(): void;
}

export function PasswordStep({
  logonName,
  question,
  withoutQuestion,
  loading,
  onAnswer,
  onContinue,
}: PasswordStepProps) {
  const [revealed, setRevealed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<{ answer: string }>({
    resolver: valibotResolver(AnswerSchema),
    mode: 'onTouched',
    defaultValues: { answer: '' },
  });

  return (
    <div>
      <p role="status" className="success-line">
        Your username is <strong>{logonName}</strong>
      </p>
      {withoutQuestion || !question ? (
        <button type="button" className={ui.button} disabled={loading} onClick={onContinue}>
          Continue
        </button>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(({ answer }) => onAnswer(answer))}
          aria-label="Answer your secret question"
        >
          <p id="recovery-question">{question}</p>
          <TextField
            id="recovery-answer"
            label="Secret Answer"
            type={revealed ? 'text' : 'password'}
            maxLength={100}
            autoComplete="off"
            describedBy="recovery-question"
            error={errors.answer?.message}
            {...register('answer')}
            after={<RevealToggle label="Show answer" revealed={revealed} onChange={setRevealed} />}
          />
          {/* Disabled while invalid (spec 1 §5: the password step's Continue). */}
          <button type="submit" className={ui.button} disabled={loading || !isValid}>
            Verify
          </button>
        </form>
      )}
    </div>
  );
}
