import { Badge, type BadgeProps, type BadgeTone } from '@aurora-store/ui';
import type { StockLabel } from './stock-label';

const stockTones: Record<StockLabel['state'], BadgeTone> = {
  out_of_stock: 'danger',
  low_stock: 'warning',
  in_stock: 'success',
};

/** What a product says of its stock, coloured by it: red when out, amber when low, green otherwise. */
export function StockBadge({ stock, size }: { stock: StockLabel; size?: BadgeProps['size'] }) {
  return (
    <Badge tone={stockTones[stock.state]} size={size} data-stock={stock.state}>
      {stock.text}
    </Badge>
  );
}
