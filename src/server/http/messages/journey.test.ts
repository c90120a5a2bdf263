import { describe, expect, it } from 'vitest';
import { BookingFieldMessage } from '../../../shared/api/bookings.ts';
import { FeedbackFieldMessage } from '../../../shared/api/feedback.ts';
import { RecordFieldMessage } from '../../../shared/api/records.ts';
import { isMessageKey } from '../messages.ts';
import { journeyMessages } from './journey.ts';

describe('booking, record and feedback messages', () => {
  it('has a sentence for every message code of their shared schemas and every timeline event they write', () => {
    const codes = [...Object.values(BookingFieldMessage), ...Object.values(FeedbackFieldMessage), ...Object.values(RecordFieldMessage)];
    for (const code of [...codes, 'classesBooked', 'bookingCancelled', 'allSessionsUsed']) expect(isMessageKey(code), code).toBe(true);
  });

  it('never leaves a language empty', () => {
    for (const [key, text] of Object.entries(journeyMessages)) {
      expect(text.en.trim(), key).not.toBe('');
      expect(text.cn.trim(), key).not.toBe('');
    }
  });
});
