import { cx, ui } from '@portal/ui/class-names';
/** A loading spinner with a name for assistive technology (sizes 22, 35, 50; modal 80). */
export function Spinner({
  label = 'Loading',
  size = 35,
}: {
  label?: string;
  size?: 22 | 35 | 50 | 80;
}) {
  return (
    <span role="status" className={ui.loading}>
      <span className={cx(ui.loadingSpinner, `servicing-spinner--${size}`)} aria-hidden="true" />
      <span className={ui.visuallyHidden}>{label}</span>
    </span>
  );
}
