import { describe, expect, it } from '@jest/globals';
import { sanitizeHtml, withoutEventHandlers } from './sanitized-html';

describe('rich text sanitising', () => {
  it.each([
    ['<img src=x onerror="alert(1)">', '<img src=x>'],
    ["<a href='/faq' onclick='steal()' title=t>FAQ</a>", "<a href='/faq' title=t>FAQ</a>"],
    ['<p ONMOUSEOVER=go()>Hi</p>', '<p>Hi</p>'],
    ['Call us on=weekdays', 'Call us on=weekdays'],
  ])('drops event handler attributes from tags: %p', (html, expected) => {
    expect(withoutEventHandlers(html)).toBe(expected);
  });

  it.each([
    '<img src=x onerror="window.hacked=1">',
    '<script>window.hacked=1</script>',
    '<a href="javascript:alert(1)">x</a>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<iframe src="https://evil.example"></iframe>',
  ])('leaves nothing executable of %p', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/on[a-z]+=|<script|javascript:|<iframe/i);
  });

  it('keeps ordinary formatting and links', () => {
    expect(
      sanitizeHtml('<p>Member <b>FDIC</b> · <a href="https://fdic.gov">fdic.gov</a></p>'),
    ).toBe('<p>Member <b>FDIC</b> · <a href="https://fdic.gov">fdic.gov</a></p>');
  });
});
