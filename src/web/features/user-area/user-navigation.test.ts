import { describe, expect, it } from 'vitest';
import { userNavigationFor } from './user-navigation.ts';

const keysOf = (isTeacher: boolean) => userNavigationFor(isTeacher).flatMap((section) => section.pages.map((page) => page.key));

describe('the /user navigation', () => {
  it('offers a parent every family page and no teacher profile', () => {
    const keys = keysOf(false);
    expect(keys).not.toContain('teacher');
    expect(keys).toEqual(['home', 'account', 'notifications', 'messages', 'child', 'order', 'entitle', 'plan', 'record', 'requirement', 'requirementUpload', 'feedback', 'feedbackResult']);
  });

  it('offers a teacher the profile, the account their classes and their reports, with no empty sections', () => {
    expect(keysOf(true)).toEqual(['home', 'account', 'notifications', 'messages', 'teacher', 'classes', 'reports']);
    expect(userNavigationFor(true).map((section) => section.key)).toEqual(['account', 'learning']);
  });
});
