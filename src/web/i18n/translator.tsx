import { createContext, useContext, type ReactNode } from 'react';
import { htmlLangOf, type Language } from '../../shared/language.ts';

/**
 * The interface texts' translator: a dotted key into the language's catalogue, `{{name}}`
 * placeholders, and plurals by `count` through the language's plural rules (`key_one`,
 * `key_other`; Chinese has only `other`). It reads the catalogue as one key lookup per text, so
 * a part loaded later (member, admin) is found without telling it.
 */
export type TranslateOptions = {
  count?: number;
  /** Shown, with its placeholders filled, when the catalogue has no such key. */
  defaultValue?: string;
  /** Answers a part of the catalogue (an object of texts) rather than one text. */
  returnObjects?: boolean;
  [placeholder: string]: unknown;
};

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export type Translator = { language: Language; t: TFunction };
type Texts = Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function valueAt(texts: Texts, key: string): unknown {
  let value: unknown = texts;
  for (const step of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Texts)[step];
  }
  return value;
}

/**
 * A placeholder the caller did not name stays as written, and one named but empty reads as
 * nothing, so a missing value shows in the page instead of silently vanishing.
 */
function fill(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(options, name) ? String(options[name] ?? '') : placeholder,
  );
}

/** `texts` is asked on every lookup, so it should answer a value it keeps rather than build one. */
export function createTranslator(language: Language, texts: () => Texts): Translator {
  const plurals = new Intl.PluralRules(htmlLangOf(language));
  function lookup(key: string, count: number | undefined): unknown {
    const catalogue = texts();
    if (count !== undefined) {
      const forms = count === 0 ? ['zero', plurals.select(count), 'other'] : [plurals.select(count), 'other'];
      for (const form of forms) {
        const text = valueAt(catalogue, `${key}_${form}`);
        if (typeof text === 'string') return text;
      }
    }
    return valueAt(catalogue, key);
  }
  const t = ((key: string, options?: TranslateOptions) => {
    const value = lookup(key, options?.count);
    if (typeof value === 'string') return fill(value, options);
    if (value !== undefined && options?.returnObjects) return value;
    return options?.defaultValue === undefined ? key : fill(options.defaultValue, options);
  }) as TFunction;
  return { language, t };
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The texts of the page's language, from the nearest `TranslatorProvider`. */
export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslatorProvider above it');
  return translator;
}
