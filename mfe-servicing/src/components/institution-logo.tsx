// The institution's logo on the signed-out FAQ and Locations pages (spec 3 §2: "logged-out see a
// logo"), the same file the login screen shows (Login.LogoFile in the CDN's branding folder).
import { brandingImageUrl } from '@portal/display/branding-image';
import { useSettings } from '@portal/settings/use-settings';

export function InstitutionLogo() {
  const options = useSettings();
  if (!options.institution) return null;
  const url = brandingImageUrl(
    options.institution.CdnFolder,
    options.text('Login.LogoFile'),
    window.location.origin,
  );
  return url ? <img className="institution-logo" src={url} alt="Logo" /> : null;
}
