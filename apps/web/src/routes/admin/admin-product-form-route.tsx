import { AdminProductFormPage, UnsavedChangesDialog } from '@aurora-store/store-features/admin';
import { useRef } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router-dom';

/**
 * Add (/admin/products/create) or edit (/admin/products/:id/edit) a product. While the form holds unsaved
 * changes the router holds back any navigation away and asks first. The flag is a ref, read when a navigation
 * starts: a save marks the form clean and navigates in the same tick, before a state update would land.
 */
export function AdminProductFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const isDirty = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <AdminProductFormPage
        // A new form for each product: nothing typed for one is carried into another.
        key={id ?? 'create'}
        productId={id}
        onNavigate={(href, options) => void navigate(href, { replace: options?.replace })}
        onDirtyChange={(dirty) => {
          isDirty.current = dirty;
        }}
      />
      <UnsavedChangesDialog
        isOpen={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  );
}
