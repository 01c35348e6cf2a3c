// One checkbox per agreement, with its link (spec 1 §2, §4 Agreement checkbox).
// Force-click: disabled until the link is clicked. Rich text: disabled until the text's modal is
// accepted; unticking disables it again.
import { getDialogs, plainText, sanitizeRichText } from '@portal/shared-contracts';
import { useState } from 'react';
import type { Agreement } from '../lib/agreements/agreement-setup';

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
  const unlock = (hostNum: number) => setUnlocked((current) => new Set(current).add(hostNum));
  const setTicked = (hostNum: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(hostNum);
    else next.delete(hostNum);
    onChange(next);
  };

  const openRichText = async (agreement: Agreement) => {
    await getDialogs().showAgreeText({
      title: agreement.name,
      html: sanitizeRichText(agreement.url) ?? plainText(agreement.url),
      okayLabel: 'Okay',
    });
    unlock(agreement.hostNum);
    setTicked(agreement.hostNum, true);
  };

  return (
    <fieldset className="agreements">
      <legend>Agreements</legend>
      {agreements.map((agreement) => {
        const locked = (forceClick || richText) && !unlocked.has(agreement.hostNum);
        const error = errors?.get(agreement.hostNum);
        const id = `agreement-${agreement.hostNum}`;
        return (
          <div key={agreement.hostNum} className="field">
            <label className="checkbox" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={ticked.has(agreement.hostNum)}
                disabled={locked}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  setTicked(agreement.hostNum, event.target.checked);
                  // Rich text: unticking locks the box until the text is accepted again.
                  if (!event.target.checked && richText)
                    setUnlocked((current) => {
                      const next = new Set(current);
                      next.delete(agreement.hostNum);
                      return next;
                    });
                }}
              />{' '}
              I agree to the {agreement.name}
            </label>{' '}
            {richText ? (
              <button type="button" className="link-button" onClick={() => openRichText(agreement)}>
                Read the {agreement.name}
              </button>
            ) : isSafeLink(agreement.url) ? (
              <a
                href={agreement.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => unlock(agreement.hostNum)}
                onAuxClick={() => unlock(agreement.hostNum)}
              >
                Read the {agreement.name}
              </a>
            ) : null}
            {error && (
              <p id={`${id}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
