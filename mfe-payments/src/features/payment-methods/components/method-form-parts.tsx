// What the new card and new ACH forms share (spec 2 §2): the kind of method as a radio group,
// and the footer with Save Payment Profile (disabled until the form is valid, offered to
// personal users only, spec 2 §6) and Cancel / Continue.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Choice, Fieldset } from '@portal/ui/choice';
import { cx, ui } from '@portal/ui/class-names';

export interface MethodKindProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  registration: UseFormRegisterReturn;
}

export function MethodKind({ legend, options, registration }: MethodKindProps) {
  return (
    <Fieldset legend={legend} inline>
      {options.map(({ value, label }) => (
        <Choice key={value} type="radio" value={value} label={label} {...registration} />
      ))}
    </Fieldset>
  );
}

export interface MethodFormFooterProps {
  /** Save Payment Profile is offered (personal users only). */
  canSave: boolean;
  save: boolean;
  onSave(save: boolean): void;
  formValid: boolean;
  busy: boolean;
  onCancel(): void;
}

export function MethodFormFooter({
  canSave,
  save,
  onSave,
  formValid,
  busy,
  onCancel,
}: MethodFormFooterProps) {
  return (
    <>
      {canSave && (
        <Choice
          label="Save Payment Profile"
          checked={save}
          disabled={!formValid}
          onChange={(event) => onSave(event.target.checked)}
        />
      )}
      <div className={ui.actions}>
        <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={ui.button} disabled={busy}>
          Continue
        </button>
      </div>
    </>
  );
}
