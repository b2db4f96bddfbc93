import { ADMIN_PAGE_SIZE, categoryLabel, type Product } from '@aurora-store/api';
import { formatMoney, Skeleton, StatusBadge } from '@aurora-store/ui';
import { Picture } from '../../common/picture';
import { type AdminColumn, AdminDataTable, type AdminSelection } from '../list';
import { ProductRowActions } from './product-row-actions';
import { StockCell } from './stock-cell';

export interface ProductsTableProps {
  /** The page's products; undefined while loading. */
  products: readonly Product[] | undefined;
  /** Category names by slug, from the admin's categories; a slug not in it shows as a word. */
  categoryNames: ReadonlyMap<string, string>;
  selection: AdminSelection;
  isRefreshing: boolean;
  onStockSaved: (product: Product) => void;
  onDeleted: () => void;
}

/** The products list's table (spec section 2): product, category, price, stock, status and the row's actions. */
export function ProductsTable({
  products,
  categoryNames,
  selection,
  isRefreshing,
  onStockSaved,
  onDeleted,
}: ProductsTableProps) {
  const columns: AdminColumn<Product>[] = [
    {
      id: 'product',
      title: 'Product',
      isRowHeader: true,
      className: 'min-w-52 sm:min-w-60',
      cell: (product) => (
        <div className="flex items-center gap-3">
          <Picture
            src={product.image || undefined}
            sizes="40px"
            alt=""
            ratio="square"
            className="size-10 shrink-0"
          />
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium text-foreground">{product.name}</span>
            <span className="text-muted text-xs">SKU {product.sku}</span>
          </div>
        </div>
      ),
      placeholder: (
        <div className="flex items-center gap-3">
          <Skeleton shape="block" className="size-10 shrink-0" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
      ),
    },
    {
      id: 'category',
      title: 'Category',
      className: 'whitespace-nowrap',
      cell: (product) => (
        <div className="flex flex-col gap-0.5">
          <span>{categoryNames.get(product.category) ?? categoryLabel(product.category)}</span>
          {product.subcategory && <span className="text-muted text-xs">{product.subcategory}</span>}
        </div>
      ),
    },
    {
      id: 'price',
      title: 'Price',
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) => formatMoney(product.price, 'USD'),
      placeholder: <Skeleton className="ms-auto w-14" />,
    },
    {
      id: 'stock',
      title: 'Stock',
      className: 'min-w-44',
      cell: (product) => <StockCell product={product} onSaved={onStockSaved} />,
      placeholder: <Skeleton className="h-6 w-24 rounded-pill" />,
    },
    {
      id: 'status',
      title: 'Status',
      cell: (product) =>
        product.isActive ? (
          <StatusBadge tone="success">Active</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Inactive</StatusBadge>
        ),
      placeholder: <Skeleton className="h-6 w-16 rounded-pill" />,
    },
    {
      id: 'actions',
      title: 'Actions',
      isTitleHidden: true,
      align: 'end',
      cell: (product) => <ProductRowActions product={product} onDeleted={onDeleted} />,
      placeholder: <Skeleton className="ms-auto w-24" />,
    },
  ];

  return (
    <AdminDataTable
      aria-label="Products"
      columns={columns}
      items={products}
      itemKey={(product) => product._id}
      itemLabel={(product) => product.name}
      selection={selection}
      isRefreshing={isRefreshing}
      placeholderRows={ADMIN_PAGE_SIZE}
    />
  );
}
