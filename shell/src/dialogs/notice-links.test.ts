import { describe, expect, it } from '@jest/globals';
import { loanApplicationUrl, remoteBranchLocatorUrl } from './notice-links';

const texts = (values: Record<string, string>) => ({ text: (key: string) => values[key] ?? '' });

describe('loanApplicationUrl', () => {
  it('opens the configured application URL', () => {
    const options = texts({ 'Links.ApplyForLoanUrl': 'https://apply.example.com/start' });
    expect(loanApplicationUrl(options, 'tok')).toBe('https://apply.example.com/start');
  });

  it('otherwise builds the token-based consumer application link', () => {
    const options = texts({ 'Links.ConsumerApplicationUrl': 'https://loans.example.com/app?x=1' });
    expect(loanApplicationUrl(options, 'a b')).toBe('https://loans.example.com/app?x=1&token=a+b');
  });

  it.each([
    [{}, 'tok'],
    [{ 'Links.ConsumerApplicationUrl': 'https://loans.example.com' }, null],
    [{ 'Links.ApplyForLoanUrl': 'javascript:alert(1)' }, 'tok'],
    [{ 'Links.ApplyForLoanUrl': 'not a url' }, 'tok'],
  ])('has nothing to open for %j with token %p', (values, token) => {
    expect(loanApplicationUrl(texts(values), token)).toBeNull();
  });
});

describe('remoteBranchLocatorUrl', () => {
  it.each([
    ['https://branches.example.com', 'https://branches.example.com/'],
    ['', null],
    ['javascript:alert(1)', null],
  ])('%p → %p', (value, url) => {
    expect(remoteBranchLocatorUrl(texts({ 'Links.RemoteBranchLocatorUrl': value }))).toBe(url);
  });
});
