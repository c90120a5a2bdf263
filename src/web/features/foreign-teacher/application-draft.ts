import { arrivedBySwitchingLanguage } from '../../i18n/language-preference.ts';
import { emptyApplication, WIZARD_STEPS, type ApplicationValues } from './application-values.ts';

/**
 * The unfinished application, kept in this browser so that a reload loses nothing (issue 3).
 * Passwords are never written: a restored draft asks for them again.
 */
const DRAFT_KEY = 'teacher-application-draft';
const DRAFT_VERSION = 1;

export interface ApplicationDraft {
  values: ApplicationValues;
  /** The step shown, and the furthest step reached (steps up to it may be opened directly). */
  step: number;
  furthest: number;
  restored: boolean;
}

interface StoredDraft {
  version: number;
  step: number;
  furthest: number;
  values: Omit<ApplicationValues, 'account'> & { account: { username: string; email: string } };
}

const clampStep = (step: unknown) =>
  typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), WIZARD_STEPS.length - 1) : 0;

/** Merges what was stored over an empty form, so that a draft of an older shape cannot break it. */
function mergeValues(stored: Partial<StoredDraft['values']> | undefined, defaults: ApplicationValues): ApplicationValues {
  const merged = { ...defaults } as Record<string, unknown>;
  for (const [part, defaultPart] of Object.entries(defaults)) {
    const storedPart = (stored as Record<string, unknown> | undefined)?.[part];
    if (storedPart && typeof storedPart === 'object' && !Array.isArray(storedPart)) {
      merged[part] = { ...(defaultPart as object), ...(storedPart as object) };
    }
  }
  const values = merged as unknown as ApplicationValues;
  values.account = { ...values.account, password: '', confirmPassword: '' };
  return values;
}

export function loadApplicationDraft(defaultTimeZone: string): ApplicationDraft {
  const defaults = emptyApplication(defaultTimeZone);
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (!raw) return { values: defaults, step: 0, furthest: 0, restored: false };
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.version !== DRAFT_VERSION) return { values: defaults, step: 0, furthest: 0, restored: false };
    const step = clampStep(stored.step);
    // A language switched on this page reloads it: the draft is the form as the visitor left it a moment ago.
    const restored = !arrivedBySwitchingLanguage();
    return { values: mergeValues(stored.values, defaults), step, furthest: Math.max(step, clampStep(stored.furthest)), restored };
  } catch {
    return { values: defaults, step: 0, furthest: 0, restored: false };
  }
}

export function saveApplicationDraft(values: ApplicationValues, step: number, furthest: number) {
  const { username, email } = values.account;
  const draft: StoredDraft = { version: DRAFT_VERSION, step, furthest, values: { ...values, account: { username, email } } };
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearApplicationDraft() {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
