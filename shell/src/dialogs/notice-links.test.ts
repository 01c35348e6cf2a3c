import { describe, expect, it } from '@jest/globals';
import { loanApplicationTarget, remoteBranchLocatorUrl } from './notice-links';

const texts = (values: Record<string, string>) => ({ text: (key: string) => values[key] ?? '' });

describe('loanApplicationTarget', () => {
  it('opens the configured application URL', () => {
    const options = texts({ 'Links.ApplyForLoanUrl': 'https://apply.example.com/start' });
    expect(loanApplicationTarget(options)).toEqual({
      kind: 'url',
      url: 'https://apply.example.com/start',
    });
  });

  it('otherwise goes through the token-based consumer link, never with a token in settings', () => {
    const options = texts({ 'Links.ConsumerApplicationUrl': 'https://loans.example.com/app?x=1' });
    expect(loanApplicationTarget(options)).toEqual({ kind: 'consumer' });
  });

  it.each([
    [{}],
    [{ 'Links.ConsumerApplicationUrl': 'javascript:alert(1)' }],
    [{ 'Links.ApplyForLoanUrl': 'javascript:alert(1)' }],
    [{ 'Links.ApplyForLoanUrl': 'not a url' }],
  ])('has nothing to open for %j', (values) => {
    expect(loanApplicationTarget(texts(values))).toBeNull();
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
