import { useCallback, useMemo, useState } from 'react';
import { finishUpload, type PlacedUpload, placeUploads, refuseUpload } from './image-uploads';
import {
  type FormErrors,
  imageFieldPath,
  type ScalarField,
  specificationPath,
  type TextListName,
  textRowPath,
  withoutError,
} from './product-form-fields';
import {
  emptyImageRow,
  emptyTextRow,
  type ImageRow,
  type ProductFormValues,
  type RowKey,
} from './product-form-values';
import { movedAnnouncement, moveRow, removeRow, rowToFocusAfterRemoval } from './repeating-rows';

/** An image row's move buttons, as focus targets. */
export const imageMovePath = (key: RowKey, direction: 'up' | 'down') => `images.${key}.move-${direction}`;

/** Where the add-specification button sits, for focus after the last specification leaves. */
export const ADD_SPECIFICATION_FIELD = 'specifications.add';

/** A field to focus after the next render; an object, so asking twice for one field focuses it twice. */
export interface FocusRequest {
  field: string;
}

/**
 * The form's state and every edit a person can make to it. Each edit clears that field's error and says
 * where focus goes next when the edit moves things around (a row added, removed or moved).
 */
export function useProductForm(initial: ProductFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const clearError = useCallback(
    (field: string) => setErrors((previous) => withoutError(previous, field)),
    [],
  );
  const focus = useCallback((field: string) => setFocusRequest({ field }), []);

  const edits = useMemo(
    () => ({
      setText(field: ScalarField, value: string) {
        setValues((previous) => ({ ...previous, [field]: value }));
        clearError(field);
      },
      setFlag(field: 'isActive' | 'isFeatured', value: boolean) {
        setValues((previous) => ({ ...previous, [field]: value }));
      },

      /** A URL typed over an uploaded photo's replaces it: the row previews what it will save. */
      setImage(key: RowKey, part: 'url' | 'alt', value: string) {
        setValues((previous) => ({
          ...previous,
          images: previous.images.map((row) => {
            if (row.key !== key) return row;
            if (part === 'alt' || !row.upload) return { ...row, [part]: value };
            const { upload: _replaced, ...typed } = row;
            return { ...typed, url: value };
          }),
        }));
        clearError(imageFieldPath(key, part));
      },
      startUploads(uploads: readonly PlacedUpload[]) {
        setValues((previous) => ({ ...previous, images: placeUploads(previous.images, uploads) }));
      },
      finishUpload(key: RowKey, url: string) {
        setValues((previous) => ({ ...previous, images: finishUpload(previous.images, key, url) }));
        clearError(imageFieldPath(key, 'url'));
      },
      refuseUpload(key: RowKey) {
        setValues((previous) => ({ ...previous, images: refuseUpload(previous.images, key) }));
        clearError(imageFieldPath(key, 'url'));
      },
      addImage() {
        const row = emptyImageRow();
        setValues((previous) => ({ ...previous, images: [...previous.images, row] }));
        focus(imageFieldPath(row.key, 'url'));
      },
      removeImage(rows: readonly ImageRow[], index: number) {
        const next = rowToFocusAfterRemoval(rows, index);
        setValues((previous) => ({ ...previous, images: removeRow(previous.images, index) }));
        if (next) focus(imageFieldPath(next.key, 'url'));
      },
      /**
       * Moving a focused element in the DOM drops its focus, so focus is asked back for the button pressed,
       * or for the other one when the row reached the end that disables it. A drop leaves focus alone.
       */
      moveImage(rows: readonly ImageRow[], from: number, to: number, by: 'keyboard' | 'drop' = 'keyboard') {
        const row = rows[from];
        const position = row ? moveRow(rows, from, to).indexOf(row) : from;
        if (!row || position === from) return;
        setValues((previous) => ({ ...previous, images: moveRow(previous.images, from, to) }));
        setAnnouncement(movedAnnouncement(from, position, rows.length));
        if (by === 'drop') return;
        const pressed = position < from ? 'up' : 'down';
        const atEnd = pressed === 'up' ? position === 0 : position === rows.length - 1;
        const other = pressed === 'up' ? 'down' : 'up';
        focus(imageMovePath(row.key, atEnd ? other : pressed));
      },

      setTextRow(list: TextListName, key: RowKey, text: string) {
        setValues((previous) => ({
          ...previous,
          [list]: previous[list].map((row) => (row.key === key ? { ...row, text } : row)),
        }));
        clearError(textRowPath(list, key));
      },
      addTextRow(list: TextListName) {
        const row = emptyTextRow();
        setValues((previous) => ({ ...previous, [list]: [...previous[list], row] }));
        focus(textRowPath(list, row.key));
      },
      removeTextRow(list: TextListName, rows: readonly { key: RowKey }[], index: number) {
        const next = rowToFocusAfterRemoval(rows, index);
        setValues((previous) => ({ ...previous, [list]: removeRow(previous[list], index) }));
        if (next) focus(textRowPath(list, next.key));
      },

      /** Focus goes back to the Add button as its dialog closes; the new row sits just before it. */
      addSpecification(name: string) {
        const trimmed = name.trim();
        setValues((previous) => ({
          ...previous,
          specifications: [...previous.specifications, { name: trimmed, value: '' }],
        }));
      },
      setSpecification(name: string, value: string) {
        setValues((previous) => ({
          ...previous,
          specifications: previous.specifications.map((spec) =>
            spec.name === name ? { ...spec, value } : spec,
          ),
        }));
        clearError(specificationPath(name));
      },
      removeSpecification(names: readonly string[], index: number) {
        const next = rowToFocusAfterRemoval(names, index);
        setValues((previous) => ({
          ...previous,
          specifications: previous.specifications.filter((_, position) => position !== index),
        }));
        focus(next === undefined ? ADD_SPECIFICATION_FIELD : specificationPath(next));
      },
    }),
    [clearError, focus],
  );

  return { values, errors, setErrors, focusRequest, focus, announcement, edits };
}

export type ProductFormEdits = ReturnType<typeof useProductForm>['edits'];
