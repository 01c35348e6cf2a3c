import { useId, useState } from 'react';
import { SanitizedHtml } from '../components/sanitized-html';
import { useSettings, type ShellOptionKey } from '../lib/shell-settings';
import { ui } from '@portal/ui/class-names';

const IMAGES: ReadonlyArray<readonly [ShellOptionKey, ShellOptionKey]> = [
  ['Footer.Image1', 'Footer.Image1Alt'],
  ['Footer.Image2', 'Footer.Image2Alt'],
  ['Footer.Image3', 'Footer.Image3Alt'],
];

interface FooterProps {
  variant: 'signed-in' | 'signed-out';
  now?: Date;
}

/**
 * Signed in: copyright with the current year, optional rich text, up to 3 images.
 * Signed out: copyright, a collapsible Show/Hide Disclosures section (starts hidden), up to 3
 * images. Rich texts come from settings and are sanitised.
 */
export function Footer({ variant, now = new Date() }: FooterProps) {
  const options = useSettings();
  if (!options.loaded) return null;
  const richText = options.text('Footer.RichText').trim();
  const disclosures = options.text('Footer.Disclosures').trim();
  const images = IMAGES.map(([src, alt]) => ({
    src: safeImageUrl(options.text(src)),
    alt: options.text(alt),
  })).filter((image): image is { src: string; alt: string } => image.src !== null);
  return (
    <footer className="footer">
      <p>
        © {now.getFullYear()} {options.text('Footer.Copyright')}
      </p>
      {variant === 'signed-in' && richText && (
        <SanitizedHtml html={richText} className="footer__rich-text" />
      )}
      {variant === 'signed-out' && disclosures && <Disclosures html={disclosures} />}
      {images.length > 0 && (
        <ul className="footer__images">
          {images.map((image) => (
            <li key={image.src}>
              <img src={image.src} alt={image.alt} height={40} />
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}

function Disclosures({ html }: { html: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="footer__disclosures">
      <button
        type="button"
        className={ui.linkButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide Disclosures' : 'Show Disclosures'}
      </button>
      {/* Rendered once shown: the sanitiser loads when a borrower asks, not with the page. */}
      <div id={id} hidden={!open}>
        {open && <SanitizedHtml html={html} />}
      </div>
    </div>
  );
}

/** Images only from https URLs or this site; an https host shows only if the deployment lists it
 * in the CSP (PORTAL_IMAGE_ORIGINS, docs/decisions/006), else the CSP refuses and reports it. */
function safeImageUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, window.location.href);
    if (url.protocol === 'https:' || url.origin === window.location.origin) return url.toString();
  } catch {
    return null;
  }
  return null;
}
