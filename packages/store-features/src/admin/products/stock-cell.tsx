import { type Product, STOCK_UPDATED_MESSAGE } from '@aurora-store/api';
import { IconButton, NumberField, StatusBadge } from '@aurora-store/ui';
import { CheckIcon, CloseIcon, PencilIcon } from '@aurora-store/ui/icons';
import { type KeyboardEvent, useContext, useEffect, useRef, useState } from 'react';
import { TableStateContext } from 'react-aria-components';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { adminStockBadge } from '../shared/admin-stock';
import { STOCK_UPDATE_FAILED } from './admin-products-messages';
import { stockInputError } from './stock-input';

export interface StockCellProps {
  product: Product;
  /** The server's product after a save, for the list to show at once. */
  onSaved: (product: Product) => void;
}

/**
 * The stock column's cell: the stock badge (spec section 4) and a button that turns it into a number field
 * in place (issue 13, restock from the list). Enter saves, Escape cancels; either way focus goes back to the
 * button. A refusal shows the server's message under the field and keeps what was typed.
 */
export function StockCell({ product, onSaved }: StockCellProps) {
  const [isEditing, setIsEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const shouldReturnFocus = useRef(false);
  useEffect(() => {
    if (isEditing || !shouldReturnFocus.current) return;
    shouldReturnFocus.current = false;
    editButton.current?.focus();
  }, [isEditing]);

  const close = () => {
    shouldReturnFocus.current = true;
    setIsEditing(false);
  };

  if (isEditing) {
    return (
      <StockEditor
        product={product}
        onCancel={close}
        onSaved={(saved) => {
          onSaved(saved);
          close();
        }}
      />
    );
  }
  const badge = adminStockBadge(product.stock, product.lowStockThreshold);
  return (
    <div className="flex items-center gap-1.5">
      <StatusBadge tone={badge.tone} data-stock={badge.state} className="whitespace-nowrap">
        {badge.label}
      </StatusBadge>
      <IconButton
        ref={editButton}
        variant="ghost"
        size="sm"
        aria-label={`Edit stock of ${product.name}`}
        onPress={() => setIsEditing(true)}
      >
        <PencilIcon size="sm" />
      </IconButton>
    </div>
  );
}

interface StockEditorProps {
  product: Product;
  onCancel: () => void;
  onSaved: (product: Product) => void;
}

function StockEditor({ product, onCancel, onSaved }: StockEditorProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const [stock, setStock] = useState(product.stock);
  // The field commits the typed text on Enter just before the form submits: the ref has it already.
  const typed = useRef(product.stock);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  // While the field is open the table's arrow keys are the field's (caret, step), not the grid's.
  const table = useContext(TableStateContext);
  const setGridKeysDisabled = table?.setKeyboardNavigationDisabled;
  useEffect(() => {
    setGridKeysDisabled?.(true);
    return () => setGridKeysDisabled?.(false);
  }, [setGridKeysDisabled]);

  const save = async () => {
    const invalid = stockInputError(typed.current);
    if (invalid) {
      setError(invalid);
      return;
    }
    if (typed.current === product.stock) {
      onCancel();
      return;
    }
    setIsSaving(true);
    setError(undefined);
    try {
      const answer = await admin.updateProductStock(product._id, typed.current);
      toasts.success(answer.message ?? STOCK_UPDATED_MESSAGE);
      onSaved(answer.data.product);
    } catch (failure) {
      setError(failureMessage(failure, STOCK_UPDATE_FAILED));
      setIsSaving(false);
    }
  };

  // The row's own keys (Space and Enter select it) stay out of the field; Escape cancels.
  const keepKeysInside = (event: KeyboardEvent) => {
    if (event.key === 'Tab') return;
    event.stopPropagation();
    if (event.key === 'Escape' && !isSaving) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      onKeyDown={keepKeysInside}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex items-start gap-1"
    >
      <NumberField
        aria-label={`Stock of ${product.name}`}
        // The person asked for the field: it takes the focus it replaces.
        autoFocus
        minValue={0}
        step={1}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        value={stock}
        onChange={(value) => {
          typed.current = value;
          setStock(value);
          setError(undefined);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
        // Read-only, not disabled, while saving: disabling would take the focus away and commit the field again.
        isReadOnly={isSaving}
        className="w-36 [&_[data-slot=field-error]]:whitespace-normal"
      />
      <IconButton
        type="submit"
        variant="ghost"
        size="sm"
        aria-label="Save stock"
        isPending={isSaving}
        className="mt-1"
      >
        <CheckIcon size="sm" />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label="Cancel"
        isDisabled={isSaving}
        onPress={onCancel}
        className="mt-1"
      >
        <CloseIcon size="sm" />
      </IconButton>
    </form>
  );
}
