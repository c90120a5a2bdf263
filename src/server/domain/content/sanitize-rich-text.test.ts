import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the structure editors use', () => {
    const html = '<h4>Plan</h4><p>Read <strong>this</strong> and <em>that</em>.</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers and embedded content', () => {
    const html = '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://x"></iframe></p>';
    expect(sanitizeRichText(html)).toBe('<p>Hi</p>');
  });

  it('allows web, mail and phone links only, always with rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.org" target="_top">m</a>')).toBe('<a href="mailto:a@b.org" rel="noopener noreferrer">m</a>');
    expect(sanitizeRichText('<a href="/programs">p</a>')).toBe('<a href="/programs" rel="noopener noreferrer">p</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">j</a>')).toBe('<a rel="noopener noreferrer">j</a>');
    expect(sanitizeRichText('<a href="//evil.example">e</a>')).toBe('<a rel="noopener noreferrer">e</a>');
  });

  it('normalises b and i to strong and em', () => {
    expect(sanitizeRichText('<b>bold</b> <i>it</i>')).toBe('<strong>bold</strong> <em>it</em>');
  });
});
