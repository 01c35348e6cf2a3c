import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../../components/rich-text';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '@portal/settings/use-settings';
import { activeSection, FAQ_SECTIONS, type FaqSection } from '../rules/faq-sections';
import { InstitutionLogo } from '../../../components/institution-logo';

/** FAQ (spec 3 §2): a sidebar on desktop, a menu on mobile, exactly one section shown. */
export default function FaqPage({ signedIn }: PageProps) {
  const { text, flag } = useSettings();
  const menuId = useId();
  const [chosen, setChosen] = useState<FaqSection | null>(null);
  const visible = FAQ_SECTIONS.filter((section) => !flag(section.hideKey));
  const active = activeSection(
    chosen,
    visible.map((section) => section.id),
  );
  const current = visible.find((section) => section.id === active);

  return (
    <section className="card" aria-labelledby="faq-heading">
      {!signedIn && (
        <>
          <InstitutionLogo />
          <p>
            <Link to="/home/login">Back to Login</Link>
          </p>
        </>
      )}
      <h1 id="faq-heading">Frequently Asked Questions</h1>
      <div className="field faq-menu">
        <label htmlFor={menuId}>Section</label>
        <select
          id={menuId}
          value={active ?? ''}
          onChange={(event) => {
            const next = visible.find((section) => section.id === event.target.value);
            if (next) setChosen(next.id);
          }}
        >
          {visible.map((section) => (
            <option key={section.id} value={section.id}>
              {section.id}
            </option>
          ))}
        </select>
      </div>
      <div className="faq">
        <nav aria-label="FAQ sections">
          <ul>
            {visible.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className="link-button"
                  aria-current={section.id === active ? 'true' : undefined}
                  onClick={() => setChosen(section.id)}
                >
                  {section.id}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {current && (
          <article aria-labelledby="faq-section-heading">
            <h2 id="faq-section-heading">{current.id}</h2>
            <RichText html={text(current.textKey)} />
          </article>
        )}
      </div>
    </section>
  );
}
