// The e-statement agreement (spec 3 §4, §5): one row per agreement with a check mark once it was
// opened, Disagree and Agree. A link agreement opens in a new tab and is accepted with its box
// (which stays disabled until opened when clicking is forced); a rich-text agreement opens in its
// own dialog and is accepted there with I Accept. Agree stays disabled until every agreement is
// opened and accepted when rich-text agreements are forced.
import { useState } from 'react';
import { RichText } from '../../../components/rich-text';
import { canAgree, type EStatementAgreement } from '../rules/e-statement-agreements';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';

export interface EStatementAgreementDialogProps {
  agreements: readonly EStatementAgreement[];
  /** Agreements.RichText or Agreements.ForceClickOnUrl: each must be opened before it counts. */
  mustOpen: boolean;
  /** Sanitised before it is shown: the institution's words above the list. */
  introHtml: string;
  onAgree(): void;
  onDisagree(): void;
}

const isSafeLink = (url: string) => /^https?:\/\//i.test(url) || url.startsWith('/');

const withKey = (set: ReadonlySet<string>, key: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
};

export function EStatementAgreementDialog({
  agreements,
  mustOpen,
  introHtml,
  onAgree,
  onDisagree,
}: EStatementAgreementDialogProps) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [reading, setReading] = useState<EStatementAgreement | null>(null);
  const ready = canAgree(agreements, { opened, accepted }, { mustOpen });

  return (
    <Modal
      title="E-Statement Agreement"
      onDismiss={onDisagree}
      actions={
        <>
          <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onDisagree}>
            Disagree
          </button>
          <button type="button" className={ui.button} disabled={!ready} onClick={onAgree}>
            Agree
          </button>
        </>
      }
    >
      <RichText html={introHtml} className="servicing-info-text" />
      <ul className="agreement-list" aria-label="Agreements">
        {agreements.map((agreement) => {
          const isOpened = opened.has(agreement.key);
          // A text is accepted in its reader; a link by its box, once opened if that is forced.
          const locked = agreement.kind === 'text' ? !isOpened : mustOpen && !isOpened;
          return (
            <li key={agreement.key}>
              <label className={ui.choice}>
                <input
                  type="checkbox"
                  checked={accepted.has(agreement.key)}
                  disabled={locked}
                  onChange={(event) => {
                    setAccepted(withKey(accepted, agreement.key, event.target.checked));
                    // A text unticked must be read and accepted again.
                    if (!event.target.checked && agreement.kind === 'text')
                      setOpened(withKey(opened, agreement.key, false));
                  }}
                />{' '}
                I agree to the {agreement.name}
              </label>{' '}
              {agreement.kind === 'text' ? (
                <button
                  type="button"
                  className={ui.linkButton}
                  onClick={() => setReading(agreement)}
                >
                  Read the {agreement.name}
                </button>
              ) : isSafeLink(agreement.content) ? (
                <a
                  href={agreement.content}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpened(withKey(opened, agreement.key, true))}
                  onAuxClick={() => setOpened(withKey(opened, agreement.key, true))}
                >
                  Read the {agreement.name}
                </a>
              ) : null}
              {isOpened && (
                <span
                  className="servicing-checkmark"
                  role="img"
                  aria-label={`${agreement.name} opened`}
                >
                  {' '}
                  ✓
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {reading && (
        <Modal
          title={reading.name}
          width={500}
          onDismiss={() => setReading(null)}
          actions={
            <>
              <button
                type="button"
                className={cx(ui.button, ui.buttonSecondary)}
                onClick={() => setReading(null)}
              >
                Cancel
              </button>
              <button
                type="button"
                className={ui.button}
                onClick={() => {
                  setOpened(withKey(opened, reading.key, true));
                  setAccepted(withKey(accepted, reading.key, true));
                  setReading(null);
                }}
              >
                I Accept
              </button>
            </>
          }
        >
          <RichText html={reading.content} />
        </Modal>
      )}
    </Modal>
  );
}
