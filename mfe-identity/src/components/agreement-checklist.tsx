// One checkbox per agreement, with its link (spec 1 §2, §4 Agreement checkbox).
// Force-click: disabled until the link is clicked. Rich text: disabled until the text's modal is
// accepted with I Accept (closing it any other way is no consent); accepting only enables the
// box, which the borrower ticks; unticking disables it again.
import { useState } from 'react';
import type { Agreement } from '@portal/agreements/agreement-setup';
import { AgreementTextDialog } from '@portal/ui/agreement-text-dialog';
import { ui } from '@portal/ui/class-names';

interface AgreementChecklistProps {
  agreements: readonly Agreement[];
  ticked: ReadonlySet<number>;
  onChange(ticked: Set<number>): void;
  forceClick: boolean;
  richText: boolean;
  errors?: ReadonlyMap<number, string>;
}

const isSafeLink = (url: string) => /^(https?:)?\/\//i.test(url) || url.startsWith('/');

export function AgreementChecklist({
  agreements,
  ticked,
  onChange,
  forceClick,
  richText,
  errors,
}: AgreementChecklistProps) {
  const [unlocked, setUnlocked] = useState<ReadonlySet<number>>(new Set());
  const [reading, setReading] = useState<Agreement | null>(null);
  const unlock = (hostNumber: number) => setUnlocked((current) => new Set(current).add(hostNumber));
  const setTicked = (hostNumber: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(hostNumber);
    else next.delete(hostNumber);
    onChange(next);
  };

  const closeReading = (agreement: Agreement, accepted: boolean) => {
    setReading(null);
    if (accepted) unlock(agreement.hostNumber);
  };

  return (
    <fieldset className={ui.fieldset}>
      <legend>Agreements</legend>
      {agreements.map((agreement) => {
        const locked = (forceClick || richText) && !unlocked.has(agreement.hostNumber);
        const error = errors?.get(agreement.hostNumber);
        const id = `agreement-${agreement.hostNumber}`;
        return (
          <div key={agreement.hostNumber} className={ui.field}>
            <label className={ui.choice} htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={ticked.has(agreement.hostNumber)}
                disabled={locked}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  setTicked(agreement.hostNumber, event.target.checked);
                  // Rich text: unticking locks the box until the text is accepted again.
                  if (!event.target.checked && richText)
                    setUnlocked((current) => {
                      const next = new Set(current);
                      next.delete(agreement.hostNumber);
                      return next;
                    });
                }}
              />{' '}
              I agree to the {agreement.name}
            </label>{' '}
            {richText ? (
              <button type="button" className={ui.linkButton} onClick={() => setReading(agreement)}>
                Read the {agreement.name}
              </button>
            ) : isSafeLink(agreement.url) ? (
              <a
                href={agreement.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => unlock(agreement.hostNumber)}
                onAuxClick={() => unlock(agreement.hostNumber)}
              >
                Read the {agreement.name}
              </a>
            ) : null}
            {error && (
              <p id={`${id}-error`} className={ui.fieldError}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {reading && (
        <AgreementTextDialog
          agreement={reading}
          onDone={(accepted) => closeReading(reading, accepted)}
        />
      )}
    </fieldset>
  );
}
