import { isProductImageUrl } from '@aurora-store/api';
import { Button, cn, IconButton, ProgressBar, TextField } from '@aurora-store/ui';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, PlusIcon, TrashIcon } from '@aurora-store/ui/icons';
import { UploadArea } from '@aurora-store/ui/upload-area';
import { useId, useRef } from 'react';
import { isTextDropItem, useDrag, useDrop } from 'react-aria-components';
import { Picture } from '../../common/picture';
import {
  CHOOSE_PHOTOS_LABEL,
  PHOTO_DROP_PROMPT,
  PHOTO_FILE_TYPES,
  PHOTO_LIMITS_DESCRIPTION,
} from '../shared/photo-upload';
import { FormSection } from './form-section';
import { type FormErrors, imageFieldPath } from './product-form-fields';
import type { ImageRow } from './product-form-values';
import { canRemoveRow } from './repeating-rows';
import type { ImageUploads } from './use-image-uploads';
import { imageMovePath, type ProductFormEdits } from './use-product-form';

/** What a dragged image row carries: its position, read by the row it is dropped on. */
const IMAGE_ROW_TYPE = 'application/x-aurora-image-row';

interface ImagePart {
  part: 'url' | 'alt';
  label: string;
  placeholder: string;
  inputMode?: 'url';
}

/** A row's two fields, the image's URL and its alt text: what is saved for it. */
const imageParts: readonly ImagePart[] = [
  { part: 'url', label: 'Image URL', placeholder: 'https://...', inputMode: 'url' },
  { part: 'alt', label: 'Alt text', placeholder: 'What the image shows' },
];

export interface ImageRowsProps {
  rows: ImageRow[];
  errors: FormErrors;
  edits: ProductFormEdits;
  /** The last move, read out by a live region ('Image 2 moved to position 1 of 3'). */
  announcement: string;
  uploads: ImageUploads;
}

/**
 * The product's images (spec section 2: url and alt per row, at least one row). Each row previews its URL,
 * or the fallback when it does not load. The order is the order saved (the first is the product's main
 * image): rows are dragged by their handle, or moved with their Move up and Move down buttons. Photos
 * dropped, chosen or pasted (anywhere in the form) on the upload area above the rows each fill a row.
 */
export function ImageRows({ rows, errors, edits, announcement, uploads }: ImageRowsProps) {
  return (
    <FormSection
      title="Images"
      description="The first image is the product's main image. Drag a row by its handle, or use its arrows, to change the order."
    >
      <UploadArea
        label="Upload photos"
        description={PHOTO_LIMITS_DESCRIPTION}
        prompt={PHOTO_DROP_PROMPT}
        triggerLabel={CHOOSE_PHOTOS_LABEL}
        acceptedFileTypes={PHOTO_FILE_TYPES}
        allowsMultiple
        pasteScope="form"
        errorMessage={uploads.refusals}
        onFiles={uploads.addPhotos}
      />
      <ol aria-label="Images" className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <ImageRowEditor key={row.key} row={row} index={index} rows={rows} errors={errors} edits={edits} />
        ))}
      </ol>
      <div role="status" className="sr-only">
        {announcement}
      </div>
      <Button variant="secondary" size="sm" className="self-start" onPress={() => edits.addImage()}>
        <PlusIcon />
        Add Image
      </Button>
    </FormSection>
  );
}

interface ImageRowEditorProps {
  row: ImageRow;
  index: number;
  rows: ImageRow[];
  errors: FormErrors;
  edits: ProductFormEdits;
}

function ImageRowEditor({ row, index, rows, errors, edits }: ImageRowEditorProps) {
  const titleId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  const number = index + 1;
  const url = row.url.trim();
  const isUploading = row.upload?.isUploading === true;
  // Keyboard and screen reader users move rows with the buttons; the handle is for a pointer.
  const { dragProps, isDragging } = useDrag({
    hasDragButton: true,
    getItems: () => [{ [IMAGE_ROW_TYPE]: String(index), 'text/plain': url }],
    getAllowedDropOperations: () => ['move'],
  });
  const { dropProps, isDropTarget } = useDrop({
    ref: rowRef,
    getDropOperation: (types) => (types.has(IMAGE_ROW_TYPE) ? 'move' : 'cancel'),
    onDrop: async (event) => {
      const [item] = event.items
        .filter(isTextDropItem)
        .filter((dropped) => dropped.types.has(IMAGE_ROW_TYPE));
      if (!item) return;
      edits.moveImage(rows, Number(await item.getText(IMAGE_ROW_TYPE)), index, 'drop');
    },
  });

  return (
    <li
      ref={rowRef}
      {...dropProps}
      data-dragging={isDragging || undefined}
      data-drop-target={isDropTarget || undefined}
      className={cn(
        'rounded-control border border-border bg-background/40 p-2.5 transition-colors duration-fast sm:p-3',
        isDropTarget && 'border-primary bg-primary/10 forced-colors:border-[Highlight]',
        isDragging && 'opacity-60',
      )}
    >
      <fieldset aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <span
              {...dragProps}
              aria-hidden="true"
              title="Drag to reorder"
              className="-ms-1 flex size-8 cursor-grab items-center justify-center rounded-control text-muted hover:bg-elevated hover:text-foreground active:cursor-grabbing"
            >
              <GripIcon />
            </span>
            <h3 id={titleId} className="whitespace-nowrap font-medium text-foreground text-sm">
              Image {number}
            </h3>
            {index === 0 && <span className="text-muted text-xs">(main)</span>}
          </div>
          <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
            <IconButton
              data-field={imageMovePath(row.key, 'up')}
              aria-label={`Move image ${number} up`}
              variant="ghost"
              size="sm"
              isDisabled={index === 0}
              onPress={() => edits.moveImage(rows, index, index - 1)}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              data-field={imageMovePath(row.key, 'down')}
              aria-label={`Move image ${number} down`}
              variant="ghost"
              size="sm"
              isDisabled={index === rows.length - 1}
              onPress={() => edits.moveImage(rows, index, index + 1)}
            >
              <ArrowDownIcon />
            </IconButton>
            {canRemoveRow(rows.length) && (
              <IconButton
                aria-label={`Remove image ${number}`}
                variant="ghost"
                size="sm"
                onPress={() => edits.removeImage(rows, index)}
              >
                <TrashIcon />
              </IconButton>
            )}
          </div>
        </div>
        <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-3 sm:grid-cols-[6rem_minmax(0,1fr)]">
          <Picture
            sizes="(min-width: 640px) 96px, 72px"
            // An uploaded file shows from memory; only a URL the store can show is tried, so a half-typed
            // one does not fetch at every key.
            src={row.upload?.preview ?? (isProductImageUrl(url) ? url : undefined)}
            alt={`Preview of image ${number}`}
            ratio="square"
            className="w-full border border-border"
          />
          <div className="grid min-w-0 gap-3 lg:grid-cols-2">
            {isUploading && (
              // fetch reports no progress of a request's body, so the bar says only that the photo is on its way.
              <ProgressBar
                isIndeterminate
                label={`Uploading ${row.upload?.fileName}`}
                className="lg:col-span-2"
              />
            )}
            {imageParts.map(({ part, label, placeholder, inputMode }) => {
              const path = imageFieldPath(row.key, part);
              return (
                <TextField
                  key={part}
                  data-field={path}
                  label={label}
                  inputMode={inputMode}
                  placeholder={placeholder}
                  value={row[part]}
                  // The photo's URL comes with its answer; its alt text can be written meanwhile.
                  isReadOnly={part === 'url' && isUploading}
                  onChange={(value) => edits.setImage(row.key, part, value)}
                  isInvalid={errors[path] !== undefined}
                  errorMessage={errors[path]}
                  className="min-w-0"
                />
              );
            })}
          </div>
        </div>
      </fieldset>
    </li>
  );
}
