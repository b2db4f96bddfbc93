import { type AdminCategory, type AdminCategoryListResponse, adminCatalogueKeys } from '@aurora-store/api';
import { Button, EmptyState } from '@aurora-store/ui';
import { CategoriesIcon, PlusIcon } from '@aurora-store/ui/icons';
import { type ReactNode, useRef, useState } from 'react';
import useSWR from 'swr';
import { LoadFailure } from '../../common/load-failure';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { CategoryCard } from './category-card';
import { CategoryCardsLoading, categoryGridClasses } from './category-cards-loading';
import { categoriesSummary } from './category-facts';
import { CategoryFormDialog, type CategoryFormTarget } from './category-form-dialog';
import { withCategorySaved, withoutCategory } from './category-list';
import { LOAD_CATEGORIES_FAILED_MESSAGE } from './category-messages';
import { DeleteCategoryDialog } from './delete-category-dialog';

/** A dialog's state: what it is about, whether it shows, and which opening this is (a fresh form each time). */
interface Opening<Subject> {
  subject: Subject;
  isOpen: boolean;
  key: number;
}

/**
 * Category management (/admin/categories, spec section 2): every category as a card, with Add Category,
 * Edit and Delete through modals that hand focus back to the button that opened them. It takes no props:
 * the admin layout around it and the app's guard decide who sees it.
 */
export function AdminCategoriesPage() {
  const admin = useAdminApi();
  const toasts = useToasts();
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    adminCatalogueKeys.categories(),
    () => admin.listAdminCategories(),
    {
      // One toast per failure; Retry is the admin's to press.
      shouldRetryOnError: false,
      onError: () => toasts.error(LOAD_CATEGORIES_FAILED_MESSAGE),
    },
  );
  const categories = data?.data.categories;
  // Whichever Add Category is on screen (the header's, or the empty state's): where focus goes when the
  // button that opened a dialog has gone with what it changed.
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [form, setForm] = useState<Opening<CategoryFormTarget>>({
    subject: { mode: 'create' },
    isOpen: false,
    key: 0,
  });
  const [deletion, setDeletion] = useState<Opening<AdminCategory> | null>(null);

  const openForm = (subject: CategoryFormTarget) =>
    setForm((current) => ({ subject, isOpen: true, key: current.key + 1 }));
  const openDeletion = (subject: AdminCategory) =>
    setDeletion((current) => ({ subject, isOpen: true, key: (current?.key ?? 0) + 1 }));

  // The change shows at once, then the list is fetched again for what others changed meanwhile.
  const updateList = (change: (list: AdminCategory[]) => AdminCategory[]) =>
    mutate(
      (current: AdminCategoryListResponse | undefined) =>
        current && { ...current, data: { ...current.data, categories: change(current.data.categories) } },
      { revalidate: true },
    );

  const addButton = (
    <Button ref={addButtonRef} onPress={() => openForm({ mode: 'create' })}>
      <PlusIcon />
      Add Category
    </Button>
  );
  const isEmpty = categories?.length === 0;

  const content = (): ReactNode => {
    if (categories && categories.length > 0) {
      return (
        <ul aria-label="Categories" className={categoryGridClasses}>
          {categories.map((category) => (
            <li key={category._id}>
              <CategoryCard
                category={category}
                onEdit={(edited) => openForm({ mode: 'edit', category: edited })}
                onDelete={openDeletion}
              />
            </li>
          ))}
        </ul>
      );
    }
    if (categories) {
      return (
        <div className="rounded-card border border-border bg-surface">
          <EmptyState
            headingLevel={2}
            icon={<CategoriesIcon />}
            title="No categories yet"
            description="Categories group the catalogue's products, and shoppers filter by them. Add the first one."
            action={addButton}
          />
        </div>
      );
    }
    if (error && !isValidating) {
      return <LoadFailure headingLevel={2} title={LOAD_CATEGORIES_FAILED_MESSAGE} onRetry={() => mutate()} />;
    }
    return <CategoryCardsLoading />;
  };

  // The dialog shows the category as the list has it now (a refusal refreshes its product count).
  const deleting = deletion
    ? (categories?.find((item) => item._id === deletion.subject._id) ?? deletion.subject)
    : null;

  return (
    <div aria-busy={isLoading || (isValidating && !categories)} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-3xl text-foreground">Categories</h1>
          <p className="text-muted">{categoriesSummary(categories?.length ?? 0)}</p>
        </div>
        {!isEmpty && addButton}
      </div>
      {content()}
      <CategoryFormDialog
        key={`form-${form.key}`}
        target={form.subject}
        isOpen={form.isOpen}
        onOpenChange={(isOpen) => setForm((current) => ({ ...current, isOpen }))}
        onSaved={(saved) => updateList((list) => withCategorySaved(list, saved))}
        focusFallback={addButtonRef}
      />
      {deletion && deleting && (
        <DeleteCategoryDialog
          key={`delete-${deletion.key}`}
          category={deleting}
          isOpen={deletion.isOpen}
          onOpenChange={(isOpen) => setDeletion((current) => current && { ...current, isOpen })}
          onDeleted={(deleted) => updateList((list) => withoutCategory(list, deleted._id))}
          onRefused={() => mutate()}
          focusFallback={addButtonRef}
        />
      )}
    </div>
  );
}
