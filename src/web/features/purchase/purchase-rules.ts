import type { ProductDto } from '../../../shared/api/public-content.ts';
import { showsStock } from '../../../shared/catalogue.ts';
import { isEnrolmentOpen } from '../../../shared/enrolment.ts';

/** The price the family pays: the promotion when there is one below the usual price. */
export function tuitionOf(product: Pick<ProductDto, 'price' | 'promotionPrice'>): number {
  return product.promotionPrice != null && product.promotionPrice < product.price ? product.promotionPrice : product.price;
}

export const hasPromotion = (product: Pick<ProductDto, 'price' | 'promotionPrice'>) => tuitionOf(product) < product.price;

/** Only Insights (58) has seats; with none left, the application cannot go on (D8). */
export const isSoldOut = (product: Pick<ProductDto, 'productCategoryId' | 'stock'>) =>
  showsStock(product.productCategoryId) && product.stock != null && product.stock <= 0;

/** Why a course cannot be applied for now: it has begun (D21), which it says before being full (D8). */
export type ApplyRefusal = 'closed' | 'soldOut';

export function applyRefusalOf(product: Pick<ProductDto, 'enrolment' | 'productCategoryId' | 'stock'>): ApplyRefusal | null {
  if (!isEnrolmentOpen(product.enrolment)) return 'closed';
  return isSoldOut(product) ? 'soldOut' : null;
}

/** `/apply?productId=N`: the id, or null when it is missing or not a positive whole number. */
export function productIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('productId') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A fresh key for one order attempt: reused on a retry, replaced when the answers change. */
export function newIdempotencyKey(): string {
  // randomUUID exists in secure contexts only (https, localhost); a plain-http address gets 128 random bits.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
