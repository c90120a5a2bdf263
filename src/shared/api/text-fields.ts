import { z } from 'zod';

/**
 * Text fields of every request the API accepts and the web's forms send (issue 26). One base,
 * `cleanText`, keeps out what no text should hold; the line and block fields add lengths and the
 * rule that a required text shows something. Message codes, not sentences (see accounts.ts).
 */
export const TextFieldMessage = {
  required: 'fieldRequired',
  invalidCharacters: 'textInvalidCharacters',
  notVisible: 'textNotVisible',
} as const;
const M = TextFieldMessage;

/** Unicode control characters (NUL above all); text blocks keep tabs and line breaks. */
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/**
 * Marks that reorder text as it is shown (bidi embeddings, overrides, isolates, direction
 * marks): in a name they make it read as something else ("‮gpj.exe" shows as "exe.jpg").
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Half of a surrogate pair without its other half: no character at all, stored as U+FFFD. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** What shows nothing: white space, format characters (zero-width spaces, joiners, BOM…) and fillers. */
// The Hangul jamo fillers and Khmer inherent vowels combine, so they stand outside the class.
const INVISIBLE = /[\s\p{Cf}\p{Zs}\u180E\u3164\uFFA0]|\u115F|\u1160|\u17B4|\u17B5/gu;

/** Text with at least one character a reader can see. */
export const hasVisibleCharacter = (value: string) => value.replace(INVISIBLE, '') !== '';

export const isCleanLine = (value: string) => !CONTROL_CHARACTERS.test(value) && !BIDI_CONTROLS.test(value) && !LONE_SURROGATE.test(value);
const isCleanBlock = (value: string) => !CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(value) && !LONE_SURROGATE.test(value);

/** Message codes a field gives instead of the shared ones (feedback says "Please write your feedback"). */
export interface TextFieldMessages {
  required?: string;
  tooLong?: string;
}

/**
 * The base of every text field the API accepts and the forms send (issue 26), trimmed. It refuses
 * (`textInvalidCharacters`, naming the field) a control character, NUL above all, which
 * PostgreSQL cannot store, and half of a surrogate pair, which is no character and cannot be
 * written to the audit log's JSON. A line refuses bidi controls too; a block keeps tabs and line
 * breaks. Fields with a pattern of their own (codes, slugs, URLs) start from it as well.
 */
export const cleanText = (kind: 'line' | 'block' = 'line') =>
  z
    .string()
    .trim()
    .refine(kind === 'line' ? isCleanLine : isCleanBlock, M.invalidCharacters);

/** One line of text; a line that is not empty has something visible. */
export const textLine = (max: number, messages: TextFieldMessages = {}) =>
  cleanText('line')
    .max(max, messages.tooLong)
    .refine((value) => value === '' || hasVisibleCharacter(value), M.notVisible);
export const requiredTextLine = (max: number, messages: TextFieldMessages = {}) =>
  cleanText('line')
    .min(1, messages.required ?? M.required)
    .max(max, messages.tooLong)
    .refine(hasVisibleCharacter, M.notVisible);
export const textBlock = (max: number, messages: TextFieldMessages = {}) => cleanText('block').max(max, messages.tooLong);
export const requiredTextBlock = (max: number, messages: TextFieldMessages = {}) =>
  cleanText('block')
    .min(1, messages.required ?? M.required)
    .max(max, messages.tooLong)
    .refine(hasVisibleCharacter, M.notVisible);

