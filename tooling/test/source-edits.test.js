import { describe, expect, it } from '@jest/globals';
import { applyEdits, blank } from '../source-edits.js';

describe('source edits', () => {
  it('blanks a span but its line breaks, so the lines after it keep their numbers', () => {
    expect(blank('summary: "x",\r\n  spec: 1')).toBe('             \r\n         ');
  });

  it('applies replacements and insertions against the original positions, in any order', () => {
    const source = 'const a = f();\nA.displayName = "A";\n';
    const edits = [
      { start: 15, end: 35, text: blank(source.slice(15, 35)) },
      { start: 10, end: 10, text: '/*#__PURE__*/ ' },
    ];
    expect(applyEdits(source, edits)).toBe('const a = /*#__PURE__*/ f();\n                    \n');
  });
});
