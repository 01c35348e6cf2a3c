import { usePortalState, type ShellNotice } from '@portal/shared-contracts';
import { Modal, NARROW_DIALOG_WIDTH_PX, DIALOG_WIDTH_PX } from './modal';
import { loanApplicationUrl, remoteBranchLocatorUrl } from './notice-links';

interface NoticeDialogProps {
  notice: ShellNotice;
  onClose(wentOn: boolean): void;
}

/**
 * The apply-for-loan notice (300px; Continue to Application) and the remote branch locator
 * notice (a new tab opens, pop-ups must be enabled; Branch Locator). Both open a new tab.
 */
export function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  const options = usePortalState((state) => state.options);
  const token = usePortalState((state) => state.session?.userToken ?? null);
  if (!options) return null;
  const apply = notice === 'applyForLoan';
  const url = apply ? loanApplicationUrl(options, token) : remoteBranchLocatorUrl(options);
  const text = options.text(apply ? 'Notices.ApplyForLoanText' : 'Notices.RemoteBranchLocatorText');
  const goLabel = apply ? 'Continue to Application' : 'Branch Locator';
  const goOn = () => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    onClose(true);
  };
  return (
    <Modal
      title={apply ? 'Apply For Loan' : 'Branch Locator'}
      width={apply ? NARROW_DIALOG_WIDTH_PX : DIALOG_WIDTH_PX}
      onDismiss={() => onClose(false)}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={() => onClose(false)}>
            Cancel
          </button>
          <button type="button" className="button" onClick={goOn} disabled={!url} data-autofocus>
            {goLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
      {!url && <p className="field__error">This link is not available right now.</p>}
    </Modal>
  );
}
