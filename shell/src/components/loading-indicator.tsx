import { ui } from '@portal/ui/class-names';
export function LoadingIndicator({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={ui.loading} role="status" aria-live="polite">
      <span className={ui.loadingSpinner} aria-hidden="true" />
      <span className={ui.visuallyHidden}>{label}</span>
    </div>
  );
}
