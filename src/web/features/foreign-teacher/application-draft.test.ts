import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/language-preference.ts';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from './application-draft.ts';
import { emptyApplication } from './application-values.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    dump: () => [...items.values()].join('\n'),
  };
}

describe('foreign-teacher application draft', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('survives a reload without ever storing a password', () => {
    const values = emptyApplication('Europe/London');
    values.account = { username: 'olivia', email: 'olivia@example.com', password: 'Secret-Pass-1!', confirmPassword: 'Secret-Pass-1!' };
    values.profile.firstName = 'Olivia';
    values.education.graduationYear = 2012;
    saveApplicationDraft(values, 3, 3);

    expect(storage.dump()).not.toContain('Secret-Pass-1!');
    const draft = loadApplicationDraft('UTC');
    expect(draft).toMatchObject({ step: 3, furthest: 3, restored: true });
    expect(draft.values.account).toEqual({ username: 'olivia', email: 'olivia@example.com', password: '', confirmPassword: '' });
    expect(draft.values.profile.firstName).toBe('Olivia');
    expect(draft.values.education.graduationYear).toBe(2012);
    expect(draft.values.availability.timeZone).toBe('Europe/London');
  });

  it('starts empty when there is no draft, a broken one or after clearing', () => {
    expect(loadApplicationDraft('UTC')).toMatchObject({ step: 0, restored: false });
    storage.setItem('teacher-application-draft', '{not json');
    expect(loadApplicationDraft('UTC')).toMatchObject({ step: 0, restored: false });
    saveApplicationDraft(emptyApplication(), 99, 99);
    expect(loadApplicationDraft('UTC').step).toBe(7);
    clearApplicationDraft();
    expect(loadApplicationDraft('UTC').restored).toBe(false);
  });

  it('is not announced as restored when the visitor only switched the language on the page', () => {
    const session = memoryStorage();
    const location = { pathname: '/register/foreign', reload: vi.fn() };
    vi.stubGlobal('window', { localStorage: storage, sessionStorage: session, location });
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('performance', { getEntriesByType: () => [{ type: 'reload' }] });
    const values = emptyApplication('UTC');
    values.profile.firstName = 'Olivia';
    saveApplicationDraft(values, 1, 1);

    switchLanguage('cn');
    expect(location.reload).toHaveBeenCalled();
    const afterSwitch = loadApplicationDraft('UTC');
    expect(afterSwitch).toMatchObject({ step: 1, restored: false });
    expect(afterSwitch.values.profile.firstName).toBe('Olivia');
    // A later reload of the page, or a visit another day, brings the draft back with the notice.
    expect(loadApplicationDraft('UTC').restored).toBe(true);
  });
});
