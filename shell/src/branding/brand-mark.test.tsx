import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { getPortal } from '@portal/shared-contracts';
import { institutionSettings } from '@portal/settings/application-options';
import { BrandMark } from './brand-mark';

function withSettings(cdnFolder: string, shared: Record<string, string>) {
  getPortal()
    .store.getState()
    .setOptions(
      institutionSettings({
        gassySettings: { shared, english: {} },
        institutionOptions: {
          PasswordMinimumLength: 8,
          UserNameMinimumLength: 8,
          CdnFolder: cdnFolder,
          Loan: { Office: 4, Account: 6, CheckDigit: 1 },
          Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
        },
      }),
    );
}

describe('BrandMark', () => {
  it('shows the logo from the CDN folder under branding/logos, named by the institution', () => {
    withSettings('lakeside', {
      'Login.LogoFile': 'logo.svg',
      'Footer.Copyright': 'Lakeside Loan Servicing',
    });
    render(<BrandMark />);
    expect(screen.getByRole('img', { name: 'Lakeside Loan Servicing' })).toHaveAttribute(
      'src',
      '/lakeside/branding/logos/logo.svg',
    );
  });

  it('falls back to the institution name as a text mark when no logo is configured', () => {
    withSettings('lakeside', { 'Footer.Copyright': 'Lakeside Loan Servicing' });
    render(<BrandMark />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Lakeside Loan Servicing')).toBeInTheDocument();
  });

  it('falls back to the text mark for a logo name that is not a plain file name', () => {
    withSettings('lakeside', {
      'Login.LogoFile': '../../evil.svg',
      'Footer.Copyright': 'Lakeside Loan Servicing',
    });
    render(<BrandMark />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
