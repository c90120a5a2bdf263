import { describe, expect, it } from 'vitest';
import { AssessmentFieldMessage } from '../../../shared/api/assessments.ts';
import { RequirementFieldMessage } from '../../../shared/api/requirements.ts';
import { isMessageKey } from '../messages.ts';
import { consultingMessages } from './consulting.ts';

describe('assessment and requirement messages', () => {
  it('has a sentence in both languages for every message code of the shared schemas', () => {
    for (const code of [...Object.values(AssessmentFieldMessage), ...Object.values(RequirementFieldMessage)]) expect(isMessageKey(code), code).toBe(true);
  });

  it('never leaves a language empty', () => {
    for (const [key, text] of Object.entries(consultingMessages)) {
      expect(text.en.trim(), key).not.toBe('');
      expect(text.cn.trim(), key).not.toBe('');
    }
  });
});
