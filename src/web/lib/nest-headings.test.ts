import { describe, expect, it } from 'vitest';
import { nestHeadings } from './nest-headings.ts';

describe('editors’ headings fit the outline around them', () => {
  it('moves a lone h4 under an h2 up to h3, remembering the level it was written at', () => {
    expect(nestHeadings('<p>Intro</p><h4>Syllabus highlights</h4><ul><li>Algebra</li></ul>', 2)).toBe(
      '<p>Intro</p><h3 data-written-level="4">Syllabus highlights</h3><ul><li>Algebra</li></ul>',
    );
  });

  it('leaves headings that already follow on untouched', () => {
    const html = '<h3>Plan</h3><p>a</p><h4>Week one</h4><h3>Fees</h3>';
    expect(nestHeadings(html, 2)).toBe(html);
  });

  it('closes up every level used, in order, below the parent', () => {
    expect(nestHeadings('<h3>A</h3><h4>B</h4>', 1)).toBe(
      '<h2 data-written-level="3">A</h2><h3 data-written-level="4">B</h3>',
    );
  });

  it('never goes past h6, and leaves text without headings alone', () => {
    expect(nestHeadings('<h4>Deep</h4>', 6)).toBe('<h6 data-written-level="4">Deep</h6>');
    expect(nestHeadings('<p>No headings here, not even <em>h4</em>.</p>', 2)).toBe('<p>No headings here, not even <em>h4</em>.</p>');
  });
});
