import type { AdminCategory } from '@aurora-store/api';
import { Button, Card, StatusBadge } from '@aurora-store/ui';
import { PencilIcon, TrashIcon } from '@aurora-store/ui/icons';
import { useId } from 'react';
import { Picture } from '../../common/picture';
import { formatAdminDate } from '../shared/admin-format';
import { categoryStatusBadge, productCountLabel } from './category-facts';

export interface CategoryCardProps {
  category: AdminCategory;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

/**
 * One category (spec section 2): its name, Active/Inactive badge, description, creation date and how many
 * products it holds, with Edit and Delete named for it ('Edit Electronics'), so a list of them reads well.
 */
export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  const headingId = useId();
  const status = categoryStatusBadge(category.isActive);
  return (
    <Card role="group" aria-labelledby={headingId} className="h-full gap-3 p-5">
      <div className="flex items-start gap-3">
        {category.image && (
          <Picture src={category.image} sizes="48px" alt="" ratio="square" className="size-12 shrink-0" />
        )}
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
          <h2
            id={headingId}
            className="min-w-0 break-words font-semibold text-foreground text-lg leading-snug"
          >
            {category.name}
          </h2>
          <StatusBadge tone={status.tone} data-status={status.label}>
            {status.label}
          </StatusBadge>
        </div>
      </div>
      <p className="flex-1 break-words text-muted text-sm">
        {category.description || <span className="italic">No description</span>}
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">Created</dt>
          <dd className="text-foreground">
            <time dateTime={category.createdAt}>{formatAdminDate(category.createdAt)}</time>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">Products</dt>
          <dd className="text-foreground tabular-nums" data-product-count={category.productCount}>
            {productCountLabel(category.productCount)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap justify-end gap-2 border-border border-t pt-3">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${category.name}`}
          onPress={() => onEdit(category)}
        >
          <PencilIcon />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${category.name}`}
          className="text-danger"
          onPress={() => onDelete(category)}
        >
          <TrashIcon />
          Delete
        </Button>
      </div>
    </Card>
  );
}
