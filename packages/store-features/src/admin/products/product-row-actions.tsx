import { PRODUCT_DELETED_MESSAGE, type Product } from '@aurora-store/api';
import { AlertDialog, IconButton, LinkButton } from '@aurora-store/ui';
import { EyeIcon, PencilIcon, TrashIcon } from '@aurora-store/ui/icons';
import { useState } from 'react';
import { productHref } from '../../common/navigation';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { adminProductEditHref } from '../shared/admin-hrefs';
import { DELETE_PRODUCT_CONFIRMATION, DELETE_PRODUCT_FAILED } from './admin-products-messages';

export interface ProductRowActionsProps {
  product: Product;
  /** The product is gone: the lists refresh. */
  onDeleted: () => void;
}

/** A row's actions (spec section 2): view it in the store, edit it, delete it after the spec's question. */
export function ProductRowActions({ product, onDeleted }: ProductRowActionsProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const [isConfirming, setIsConfirming] = useState(false);

  const deleteProduct = async () => {
    try {
      await admin.deleteProduct(product._id);
    } catch (failure) {
      toasts.error(DELETE_PRODUCT_FAILED);
      // Rejecting keeps the question open, to try again or cancel.
      throw failure;
    }
    toasts.success(PRODUCT_DELETED_MESSAGE);
    onDeleted();
  };

  return (
    <div className="flex items-center justify-end gap-0.5">
      <LinkButton
        variant="ghost"
        size="sm"
        href={productHref(product._id)}
        aria-label={`View ${product.name}`}
        className="size-8 px-0"
      >
        <EyeIcon size="sm" />
      </LinkButton>
      <LinkButton
        variant="ghost"
        size="sm"
        href={adminProductEditHref(product)}
        aria-label={`Edit ${product.name}`}
        className="size-8 px-0"
      >
        <PencilIcon size="sm" />
      </LinkButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={`Delete ${product.name}`}
        onPress={() => setIsConfirming(true)}
        className="text-danger"
      >
        <TrashIcon size="sm" />
      </IconButton>
      <AlertDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        variant="danger"
        title={`Delete ${product.name}?`}
        confirmLabel="Delete product"
        onConfirm={deleteProduct}
      >
        {DELETE_PRODUCT_CONFIRMATION}
      </AlertDialog>
    </div>
  );
}
