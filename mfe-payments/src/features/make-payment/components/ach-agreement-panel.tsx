// The ACH agreement step of saving a bank account (spec 2 §2 ACH agreement modal, §4 ACH agreement):
// one link per agreement (a check mark once opened), Disagree and Agree. With force-click the
// checkbox stays disabled until the link is opened.
import { useState } from 'react';
import type { Agreement } from '../rules/agreements';

export interface AchAgreementPanelProps {
  agreements: readonly Agreement[];
  forceClick: boolean;
  busy: boolean;
  onAgree(): void;
  onDisagree(): void;
}

export function AchAgreementPanel({
  agreements,
  forceClick,
  busy,
  onAgree,
  onDisagree,
}: AchAgreementPanelProps) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const toggle = (set: ReadonlySet<number>, value: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };
  const all = agreements.every((agreement) => accepted.has(agreement.hostNumber));
  return (
    <div role="group" aria-label="Terms and conditions">
      <p>Please read and accept the following before we save your bank account.</p>
      <ul className="payments-methods">
        {agreements.map((agreement) => {
          const safeUrl = /^https?:\/\//i.test(agreement.url) ? agreement.url : undefined;
          return (
            <li key={agreement.hostNumber}>
              <input
                type="checkbox"
                aria-label={`I agree to ${agreement.name}`}
                checked={accepted.has(agreement.hostNumber)}
                disabled={forceClick && !opened.has(agreement.hostNumber)}
                onChange={(event) =>
                  setAccepted(toggle(accepted, agreement.hostNumber, event.target.checked))
                }
              />
              <a
                href={safeUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpened(toggle(opened, agreement.hostNumber, true))}
              >
                {agreement.name}
              </a>
              {opened.has(agreement.hostNumber) && <span aria-label="opened"> ✓</span>}
            </li>
          );
        })}
      </ul>
      <div className="payments-row">
        <button type="button" className="button button--secondary" onClick={onDisagree}>
          Disagree
        </button>
        <button type="button" className="button" disabled={!all || busy} onClick={onAgree}>
          Agree
        </button>
      </div>
    </div>
  );
}
