import { ui } from '@portal/ui/class-names';
/** Spec 1 §9 spinner diameters: 24 on profile sections, 30 in the texting dialog. */
export function Spinner({ size, label }: { size: 24 | 30; label: string }) {
  return (
    <span role="status" className={`profile-spinner profile-spinner--${size}`}>
      <span className={ui.visuallyHidden}>{label}</span>
    </span>
  );
}
