import type { ProductDto } from '../../../shared/api/public-content.ts';
import { showsStock } from '../../../shared/catalogue.ts';

/** At or below this many seats, the card urges the visitor ("Only 2 seats left"). */
export const FEW_SEATS = 3;

export type SeatState = 'soldOut' | 'few' | 'available' | 'none';

/** Seats are shown for Insights (58) only (§2); Inspire is sold as hours and has no stock. */
export function seatStateOf(product: Pick<ProductDto, 'productCategoryId' | 'stock'>): SeatState {
  if (!showsStock(product.productCategoryId) || product.stock == null) return 'none';
  if (product.stock <= 0) return 'soldOut';
  return product.stock <= FEW_SEATS ? 'few' : 'available';
}
