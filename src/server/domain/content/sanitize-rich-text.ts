import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

// Loaded on the first edit, not at every start: sanitize-html brings a parser and PostCSS, a tenth
// of a second of CPU and several MiB that a portal nobody edits today never needs.
const require = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | undefined;

/**
 * The one gate for HTML written by content editors (and by the demo seed). The pages render it
 * with `dangerouslySetInnerHTML`, so only a small set of structural tags survives: no styles,
 * no scripts, no event handlers, no iframes, and links only to web, mail and phone addresses.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'code',
    'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link may open a new tab, but the opened page must never get a handle on ours.
    a: (tagName, attribs) => {
      const { target, rel: _ignored, ...rest } = attribs;
      return {
        tagName,
        attribs: {
          ...rest,
          ...(target === '_blank' ? { target } : {}),
          rel: 'noopener noreferrer',
        },
      };
    },
    b: 'strong',
    i: 'em',
  },
};

export function sanitizeRichText(html: string): string {
  sanitizer ??= require('sanitize-html') as typeof sanitizeHtml;
  return sanitizer(html, RICH_TEXT_OPTIONS).trim();
}
