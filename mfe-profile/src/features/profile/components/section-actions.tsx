import type { SaveStatus } from '../hooks/use-section-save';
import { Spinner } from './spinner';
import { cx, ui } from '@portal/ui/class-names';

interface SectionActionsProps {
  section: string;
  dirty: boolean;
  canSave: boolean;
  status: SaveStatus;
  onCancel(): void;
}

/** Cancel and Save only while the section differs from its last-saved copy; spinner, then check mark. */
export function SectionActions({ section, dirty, canSave, status, onCancel }: SectionActionsProps) {
  return (
    <div className="profile-actions">
      {status === 'saving' && <Spinner size={24} label={`Saving ${section}…`} />}
      {status === 'saved' && (
        <span role="status" className="profile-saved">
          <span aria-hidden="true">✓</span> Saved
        </span>
      )}
      {dirty && status !== 'saving' && (
        <>
          <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={ui.button} disabled={!canSave}>
            Save
          </button>
        </>
      )}
    </div>
  );
}
