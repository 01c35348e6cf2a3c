// The ACH agreement step of saving a bank account (spec 2 §2 ACH agreement modal, §4 ACH agreement):
// one link per agreement (a check mark once opened or accepted), Disagree and Agree.
// Force-click: the checkbox stays disabled until the link is opened. Rich text: the agreement opens
// in a dialog with Cancel and I Accept; I Accept ticks the checkbox, Cancel leaves it unticked and
// disabled, and unticking disables it again until the text is accepted once more.
// The panel replaces the ACH form inside the open dialog, so it takes focus on its heading when it
// appears (WCAG 2.4.3): otherwise focus falls to <body>, Escape stops reaching the dialog and a
// screen reader announces nothing.
import { useEffect, useId, useRef, useState } from 'react';
import type { Agreement } from '../../../lib/agreements';
import { AgreementTextDialog } from '@portal/ui/agreement-text-dialog';
import { cx, ui } from '@portal/ui/class-names';

export interface AchAgreementPanelProps {
  agreements: readonly Agreement[];
  forceClick: boolean;
  richText: boolean;
  busy: boolean;
  onAgree(): void;
  onDisagree(): void;
}

const toggled = (set: ReadonlySet<number>, value: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
};

export function AchAgreementPanel({
  agreements,
  forceClick,
  richText,
  busy,
  onAgree,
  onDisagree,
}: AchAgreementPanelProps) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [reading, setReading] = useState<Agreement | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const all = agreements.every((agreement) => accepted.has(agreement.hostNumber));
  const locked = (hostNumber: number) =>
    richText ? !opened.has(hostNumber) : forceClick && !opened.has(hostNumber);

  const closeReading = (agreement: Agreement, accept: boolean) => {
    setReading(null);
    setOpened(toggled(opened, agreement.hostNumber, accept));
    setAccepted(toggled(accepted, agreement.hostNumber, accept));
  };

  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        Terms and conditions
      </h3>
      <p>Please read and accept the following before we save your bank account.</p>
      <ul className="payments-methods">
        {agreements.map((agreement) => {
          const host = agreement.hostNumber;
          const safeUrl = /^https?:\/\//i.test(agreement.url) ? agreement.url : undefined;
          const done = opened.has(host) || accepted.has(host);
          return (
            <li key={host}>
              <input
                type="checkbox"
                aria-label={`I agree to ${agreement.name}`}
                checked={accepted.has(host)}
                disabled={locked(host)}
                onChange={(event) => {
                  setAccepted(toggled(accepted, host, event.target.checked));
                  if (richText && !event.target.checked) setOpened(toggled(opened, host, false));
                }}
              />
              {richText ? (
                <button
                  type="button"
                  className={ui.linkButton}
                  onClick={() => setReading(agreement)}
                >
                  {agreement.name}
                </button>
              ) : (
                <a
                  href={safeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpened(toggled(opened, host, true))}
                >
                  {agreement.name}
                </a>
              )}
              {done && <span aria-label="opened"> ✓</span>}
            </li>
          );
        })}
      </ul>
      <div className="payments-row">
        <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onDisagree}>
          Disagree
        </button>
        <button type="button" className={ui.button} disabled={!all || busy} onClick={onAgree}>
          Agree
        </button>
      </div>
      {reading && (
        <AgreementTextDialog
          agreement={reading}
          onDone={(accept) => closeReading(reading, accept)}
        />
      )}
    </div>
  );
}
