import { Choice } from './choice';

interface RevealToggleProps {
  label: string;
  revealed: boolean;
  onChange(revealed: boolean): void;
}

/** The checkbox that switches a masked field between hidden and visible (spec 1 §2, §5), in every
 * form of every area: one reveal control, not one per area. */
export function RevealToggle({ label, revealed, onChange }: RevealToggleProps) {
  return (
    <Choice label={label} checked={revealed} onChange={(event) => onChange(event.target.checked)} />
  );
}
