import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@portal/ui/field';

interface SecretQuestionFieldProps extends UseFormRegisterReturn {
  id: string;
  /** Custom-question mode: the user types a question instead of picking a preset one. */
  custom: boolean;
  questions: readonly string[];
  error?: string | undefined;
}

/** The secret question: the preset list, or a typed question in custom-question mode (spec 1 §2). */
export function SecretQuestionField({
  id,
  custom,
  questions,
  error,
  ...registration
}: SecretQuestionFieldProps) {
  return (
    <Field id={id} label="Secret Question" error={error}>
      {(control) =>
        custom ? (
          <input {...control} maxLength={100} {...registration} />
        ) : (
          <select {...control} {...registration}>
            <option value="">Select a question</option>
            {questions.map((question) => (
              <option key={question} value={question}>
                {question}
              </option>
            ))}
          </select>
        )
      }
    </Field>
  );
}
