import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import {
  loadRichTextSanitizer,
  plainText,
  sanitizeRichText,
  useSanitizedRichText,
  withoutEventHandlers,
} from './rich-text';

describe('rich text before DOMPurify is loaded', () => {
  it('sanitises nothing yet: callers show the plain text', () => {
    expect(sanitizeRichText('<p>Member <b>FDIC</b></p>')).toBeNull();
  });

  // Without a '<' there is no element or attribute, so nothing to remove: such a setting
  // (most of them) is shown at once and the page does not download DOMPurify for it.
  it('gives text without markup as it is, with no sanitiser needed', () => {
    expect(sanitizeRichText('Payments made after 5 p.m. are applied the next day.')).toBe(
      'Payments made after 5 p.m. are applied the next day.',
    );
    expect(sanitizeRichText('Fees &amp; charges')).toBe('Fees &amp; charges');
  });

  it('shows text without markup on the first render, without waiting for a sanitiser', () => {
    const { result } = renderHook(() => useSanitizedRichText('Call us on weekdays & Saturdays'));
    expect(result.current).toBe('Call us on weekdays & Saturdays');
    expect(renderHook(() => useSanitizedRichText('<b>Call</b> us')).result.current).toBeNull();
  });
});

describe('rich text sanitising', () => {
  beforeAll(() => loadRichTextSanitizer());

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
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/on[a-z]+=|<script|javascript:|<iframe/i);
  });

  it('gives the words without markup for when no sanitiser can run', () => {
    expect(plainText('<p>Member <b>FDIC</b><img src=x onerror=alert(1)></p>')).toBe('Member FDIC');
  });

  it('keeps ordinary formatting and links', () => {
    expect(
      sanitizeRichText('<p>Member <b>FDIC</b> · <a href="https://fdic.gov">fdic.gov</a></p>'),
    ).toBe('<p>Member <b>FDIC</b> · <a href="https://fdic.gov">fdic.gov</a></p>');
  });
});
