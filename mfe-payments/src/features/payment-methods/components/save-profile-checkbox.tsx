// The Save Payment Profile checkbox of the new-method forms (spec 2 §2): disabled until the form is
// valid. The forms show it only where saving is allowed (personal users, spec 2 §6).
export interface SaveProfileCheckboxProps {
  checked: boolean;
  formValid: boolean;
  onChange(checked: boolean): void;
}

export function SaveProfileCheckbox({ checked, formValid, onChange }: SaveProfileCheckboxProps) {
  return (
    <p>
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={!formValid}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        Save Payment Profile
      </label>
    </p>
  );
}
