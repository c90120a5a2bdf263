import { numberFormat } from './intl.ts';

/** Money travels in integer minor units with its ISO currency (D7). */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minorUnits % 100 === 0 ? 0 : 2,
  }).format(minorUnits / 100);
}
