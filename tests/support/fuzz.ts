import fc from 'fast-check';

/** Short texts that are not JSON (and not blank), for bodies the API must refuse. */
export const notJsonText = () =>
  fc.string({ maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return text.trim() !== '';
    }
  });

/**
 * A character no text field may hold (issue 26): NUL, which PostgreSQL cannot store, another
 * control character, or half of a surrogate pair. Tabs and line breaks are left out: text blocks
 * keep them.
 */
export const forbiddenCharacter = () =>
  fc.oneof(
    fc.constant('\u0000'),
    fc.integer({ min: 0x01, max: 0x1f }).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  );

/**
 * Ordinary text with a forbidden character in it. Its neighbours are ASCII, so a surrogate stays
 * alone; JSON.stringify sends it as the escape `\udXXX`, which the server reads back as it is.
 */
export const textWithForbiddenCharacter = () =>
  fc.tuple(fc.string({ maxLength: 10 }), forbiddenCharacter(), fc.string({ maxLength: 10 })).map(([before, bad, after]) => `Hello ${before}${bad}${after} there`);
