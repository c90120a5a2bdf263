/** Suggestions offered by the application form; applicants may type their own too. */
export const SUBJECT_SUGGESTIONS = [
  'mathematics',
  'physics',
  'chemistry',
  'biology',
  'computerScience',
  'englishLanguage',
  'englishLiterature',
  'creativeWriting',
  'history',
  'economics',
  'geography',
  'debate',
] as const;

export const LANGUAGE_SUGGESTIONS = ['english', 'mandarin', 'cantonese', 'spanish', 'french', 'german', 'japanese', 'korean'] as const;
