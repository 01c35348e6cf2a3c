import { getPortal, usePortalState, type ShellNotice } from '@portal/shared-contracts';
import { applyForLoanUrl, mintApplyForLoanToken } from './apply-for-loan-token';
import { DIALOG_WIDTH_PX, NARROW_DIALOG_WIDTH_PX } from './dialog-widths';
import { Modal } from './modal';
import { loanApplicationTarget, remoteBranchLocatorUrl } from './notice-links';
import { useSettings } from '../lib/shell-settings';
import { cx, ui } from '@portal/ui/class-names';

interface NoticeDialogProps {
  notice: ShellNotice;
  onClose(wentOn: boolean): void;
}

/**
 * The apply-for-loan notice (300px; Continue to Application) and the remote branch locator
 * notice (a new tab opens, pop-ups must be enabled; Branch Locator). Both open a new tab.
 */
export function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  const options = useSettings();
  const signedIn = usePortalState((state) => Boolean(state.session?.userToken));
  if (!options.loaded) return null;
  const apply = notice === 'applyForLoan';
  const target = apply ? loanApplicationTarget(options) : null;
  const url = apply
    ? target?.kind === 'url'
      ? target.url
      : null
    : remoteBranchLocatorUrl(options);
  const usable = url !== null || (target?.kind === 'consumer' && signedIn);
  const text = options.text(apply ? 'Notices.ApplyForLoanText' : 'Notices.RemoteBranchLocatorText');
  const goLabel = apply ? 'Continue to Application' : 'Branch Locator';
  const goOn = () => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else if (target?.kind === 'consumer') void openConsumerApplication();
    onClose(true);
  };
  return (
    <Modal
      title={apply ? 'Apply For Loan' : 'Branch Locator'}
      width={apply ? NARROW_DIALOG_WIDTH_PX : DIALOG_WIDTH_PX}
      onDismiss={() => onClose(false)}
      actions={
        <>
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => onClose(false)}
          >
            Cancel
          </button>
          <button
            type="button"
            className={ui.button}
            onClick={goOn}
            disabled={!usable}
            data-autofocus
          >
            {goLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
      {!usable && <p className={ui.fieldError}>This link is not available right now.</p>}
    </Modal>
  );
}

/**
 * The token-based consumer link: the tab opens at once (a tab opened after an await is a blocked
 * pop-up), cut off from this page, then goes to the link with a freshly minted single-use token.
 */
async function openConsumerApplication(): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const token = await mintApplyForLoanToken(getPortal().api);
  if (token.kind === 'ok') {
    if (tab) tab.location.href = applyForLoanUrl(token.value);
  } else {
    tab?.close();
  }
}
