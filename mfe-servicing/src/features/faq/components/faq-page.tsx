import { useId, useState } from 'react';
import { Link } from '@portal/ui/link';
import { RichText } from '../../../components/rich-text';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '../../../lib/servicing-settings';
import { activeSection, FAQ_SECTIONS, type FaqSection } from '../rules/faq-sections';
import { cx, ui } from '@portal/ui/class-names';

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
    <section className={ui.card} aria-labelledby="faq-heading">
      {/* Signed out, the layout's header carries the institution's logo (spec 3 §2). */}
      {!signedIn && (
        <p>
          <Link to="/home/login">Back to Login</Link>
        </p>
      )}
      <h1 id="faq-heading">Frequently Asked Questions</h1>
      <div className={cx(ui.field, 'faq-menu')}>
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
      <div className="servicing-faq">
        <nav aria-label="FAQ sections">
          <ul>
            {visible.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className={ui.linkButton}
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
