import { z } from 'zod';
import { FEEDBACK_TEXT_MAX } from './feedback.ts';
import { requiredTextBlock, requiredTextLine } from './text-fields.ts';

/**
 * Saved replies (issue 31, item 5): answers staff keep for feedback, in both languages; a thread
 * takes the one in its family's language into the answer box, to edit before sending.
 */

export const SAVED_REPLY_TITLE_MAX = 80;

/** Each text follows the rules of a feedback answer, which it becomes. */
const replyText = requiredTextBlock(FEEDBACK_TEXT_MAX, { tooLong: 'savedReplyTextTooLong' });

export const savedReplyBody = z.object({
  title: requiredTextLine(SAVED_REPLY_TITLE_MAX, { tooLong: 'savedReplyTitleTooLong' }),
  textEn: replyText,
  textZh: replyText,
});
export type SavedReplyBody = z.input<typeof savedReplyBody>;

export interface SavedReplyDto {
  id: number;
  title: string;
  textEn: string;
  textZh: string;
  updateTime: string;
}
