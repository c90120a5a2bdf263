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
