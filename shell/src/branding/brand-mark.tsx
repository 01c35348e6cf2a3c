import { brandingImageUrl } from '@portal/display/branding-image';
import { useSettings } from '../lib/shell-settings';
import './brand-mark.css';

/**
 * The institution's mark in the header: its logo from the CDN folder (spec 1 §9) when one is
 * configured, named by the institution's name, otherwise that name as a clean text mark.
 */
export function BrandMark() {
  const options = useSettings();
  if (!options.loaded) return null;
  const name = options.text('Footer.Copyright');
  const logo = brandingImageUrl(
    options.institution?.CdnFolder ?? '',
    options.text('Login.LogoFile'),
    window.location.origin,
  );
  return logo ? (
    <img className="brand__logo" src={logo} alt={name} />
  ) : (
    <span className="brand__text">{name}</span>
  );
}
