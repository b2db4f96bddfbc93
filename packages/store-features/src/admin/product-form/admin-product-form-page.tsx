import {
  type AdminProductBody,
  adminCatalogueKeys,
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
} from '@aurora-store/api';
import { LinkButton } from '@aurora-store/ui';
import { ArrowLeftIcon } from '@aurora-store/ui/icons';
import { type ReactNode, useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { LoadFailure } from '../../common/load-failure';
import type { Navigate } from '../../common/navigation';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { ProductForm } from './product-form';
import { ProductFormLoading } from './product-form-loading';
import {
  ADMIN_PRODUCTS_HREF,
  LOAD_CATEGORIES_FAILED_MESSAGE,
  LOAD_PRODUCT_FAILED_MESSAGE,
} from './product-form-messages';
import { emptyProductFormValues, type ProductFormValues, productToFormValues } from './product-form-values';

export interface AdminProductFormPageProps {
  /** The product to edit (/admin/products/{id}/edit); absent to add one (/admin/products/create). */
  productId?: string;
  /** Where a save, or a product that cannot be loaded, leads: /admin/products. */
  onNavigate: Navigate;
  /**
   * Whether the form holds unsaved changes, so the app's router can ask before leaving (show
   * UnsavedChangesDialog). After a save it is called with false before onNavigate, in the same tick: keep
   * the flag where the router's guard reads it at once (a ref), and the way out is not blocked.
   */
  onDirtyChange?: (isDirty: boolean) => void;
}

const isAdminProductsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'admin' && key[1] === 'products';

/**
 * The admin product form page (spec section 2, /admin/products/create and /admin/products/{id}/edit): the
 * product (when editing) and the categories load first; a product that cannot be loaded is announced
 * ('Failed to load product data') and the admin goes back to the list. Another product, or create after
 * edit, is a new form: nothing of the last one is carried over.
 */
export function AdminProductFormPage(props: AdminProductFormPageProps) {
  return <ProductFormScreen key={props.productId ?? 'new'} {...props} />;
}

function ProductFormScreen({ productId, onNavigate, onDirtyChange }: AdminProductFormPageProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const isEditing = productId !== undefined;

  const product = useSWR(
    productId === undefined ? null : adminCatalogueKeys.product(productId),
    ([, , , id]) => admin.getAdminProduct(id),
    {
      shouldRetryOnError: false,
      // The form is filled once: a refetch behind it would not reach what is being typed.
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      onError: () => {
        toasts.error(LOAD_PRODUCT_FAILED_MESSAGE);
        onNavigate(ADMIN_PRODUCTS_HREF);
      },
    },
  );
  const categories = useSWR(adminCatalogueKeys.categories(), () => admin.listAdminCategories(), {
    shouldRetryOnError: false,
  });

  // Filled from a fresh answer, never from a cached one about to be replaced.
  const [initialValues, setInitialValues] = useState<ProductFormValues | null>(() =>
    isEditing ? null : emptyProductFormValues(),
  );
  const loaded = product.data?.data.product;
  useEffect(() => {
    if (loaded && !product.isValidating)
      setInitialValues((current) => current ?? productToFormValues(loaded));
  }, [loaded, product.isValidating]);

  const save = async (body: AdminProductBody) => {
    const answer =
      productId === undefined ? await admin.createProduct(body) : await admin.updateProduct(productId, body);
    return answer.data.product;
  };
  const uploadPhoto = async (file: File) => (await admin.uploadMedia(file, file.name)).data.media.url;
  const onSaved = () => {
    toasts.success(isEditing ? PRODUCT_UPDATED_MESSAGE : PRODUCT_CREATED_MESSAGE);
    void mutate(isAdminProductsKey);
    onNavigate(ADMIN_PRODUCTS_HREF);
  };

  const title = isEditing ? 'Edit Product' : 'Add Product';
  const categoryList = categories.data?.data.categories;
  let content: ReactNode;
  if (initialValues && categoryList) {
    content = (
      <ProductForm
        initialValues={initialValues}
        categories={categoryList}
        isEditing={isEditing}
        save={save}
        uploadPhoto={uploadPhoto}
        onSaved={onSaved}
        onDirtyChange={onDirtyChange}
      />
    );
  } else if (categories.error && !categories.isValidating) {
    content = (
      <LoadFailure
        headingLevel={2}
        title={LOAD_CATEGORIES_FAILED_MESSAGE}
        onRetry={() => categories.mutate()}
      />
    );
  } else {
    content = <ProductFormLoading label={isEditing ? 'Loading product...' : 'Loading categories...'} />;
  }

  return (
    <div
      aria-busy={!(initialValues && categoryList) || undefined}
      className="mx-auto flex w-full max-w-4xl flex-col gap-6"
    >
      <div className="flex flex-col items-start gap-2">
        <LinkButton href={ADMIN_PRODUCTS_HREF} variant="ghost" size="sm" className="-ms-3">
          <ArrowLeftIcon className="size-4" />
          Back to Products
        </LinkButton>
        <h1 className="font-bold text-3xl text-foreground">{title}</h1>
      </div>
      {content}
    </div>
  );
}
