import { type RefAttributes, useEffect, useId, useRef } from 'react';
import { type DropItem, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export interface UploadAreaProps extends RefAttributes<HTMLDivElement> {
  /** The visible label above the area; it also names the area's drop target for screen readers. */
  label: string;
  /** Help under the label (the limits a file must meet), read with the button. */
  description?: string;
  /** The words inside the area, beside the button. @default 'Drop files here or paste them' */
  prompt?: string;
  /** The button that opens the system's file picker. @default 'Choose files' */
  triggerLabel?: string;
  /** MIME types the file picker offers, e.g. `['image/jpeg', 'image/png']`. */
  acceptedFileTypes?: readonly string[];
  /** Whether more than one file may be given at once; with false only the first of several is taken. */
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  /**
   * Why the last files were refused: one message, or one a file. Shown under the area in a live region
   * (role alert), which keeps a line's height while empty so the page does not jump when a message comes.
   */
  errorMessage?: string | readonly string[];
  /**
   * Where a paste of files is taken: only while the area has focus (`'area'`), or anywhere in the form around
   * it (`'form'`), so a person can paste a screenshot while typing in the form's fields. A paste without
   * files (text into a field) is left alone.
   * @default 'area'
   */
  pasteScope?: 'area' | 'form';
  /** The files dropped, chosen or pasted, in their order. Every one is passed on, whatever its type. */
  onFiles: (files: File[]) => void;
  className?: string;
}

/** One line a message; a message given twice (two files refused alike) is said once. */
const asList = (message: string | readonly string[] | undefined): readonly string[] =>
  message === undefined ? [] : typeof message === 'string' ? [message] : [...new Set(message)];

/**
 * A place to give files: dropped on it, chosen with its button (React Aria's FileTrigger), or pasted with
 * Ctrl+V or Cmd+V while it has focus. React Aria's DropZone gives it a hidden button for keyboard and screen
 * reader users, reached with Tab before the visible one, that takes a paste and shows the area's focus ring.
 * Files of other types than `acceptedFileTypes` still reach `onFiles`: the caller says why it refuses one, so
 * no file vanishes without a word.
 */
export function UploadArea({
  label,
  description,
  prompt = 'Drop files here or paste them',
  triggerLabel = 'Choose files',
  acceptedFileTypes,
  allowsMultiple = false,
  isDisabled = false,
  errorMessage,
  pasteScope = 'area',
  onFiles,
  className,
  ref,
}: UploadAreaProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const zoneRef = useRef<HTMLDivElement | null>(null);
  const messages = asList(errorMessage);
  const isInvalid = messages.length > 0;

  const give = (files: File[]) => {
    const taken = allowsMultiple ? files : files.slice(0, 1);
    if (taken.length > 0) onFiles(taken);
  };
  const latestGive = useRef(give);
  latestGive.current = give;

  // React Aria's DropZone takes a paste only of files with a file-system entry, which a copied screenshot
  // lacks, so the clipboard's files are read here, before its document-wide listener sees the paste.
  useEffect(() => {
    const zone = zoneRef.current;
    const scope: HTMLElement | null | undefined = pasteScope === 'form' ? zone?.closest('form') : zone;
    if (!scope || isDisabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      latestGive.current(files);
    };
    scope.addEventListener('paste', onPaste);
    return () => scope.removeEventListener('paste', onPaste);
  }, [pasteScope, isDisabled]);

  const onDrop = async (items: readonly DropItem[]) => {
    give(await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile())));
  };

  const setZone = (element: HTMLDivElement | null) => {
    zoneRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const describedBy = [description && descriptionId, isInvalid && errorId].filter(Boolean).join(' ');

  return (
    <div data-slot="upload-area" className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="w-fit font-medium text-foreground text-sm">
        {label}
      </span>
      {description && (
        <span id={descriptionId} className="text-muted text-sm">
          {description}
        </span>
      )}
      <DropZone
        ref={setZone}
        data-slot="upload-area-zone"
        aria-label={label}
        isDisabled={isDisabled}
        onDrop={(event) => void onDrop(event.items)}
        data-invalid={isInvalid || undefined}
        className={({ isDropTarget, isFocusVisible, isHovered }) =>
          cn(
            'flex flex-wrap items-center justify-center gap-x-4 gap-y-3 rounded-card border-2 border-dashed px-4 py-6 text-center',
            'bg-surface text-muted text-sm transition-[background-color,border-color] duration-fast ease-standard',
            'motion-reduce:transition-none forced-colors:border-[ButtonBorder]',
            focusRing({ isFocusVisible }),
            isInvalid ? 'border-danger forced-colors:border-[Mark]' : 'border-border-strong',
            isHovered && !isDisabled && !isDropTarget && 'border-muted',
            // Solid edge and a tint: the target reads by its shape as well as by its colour.
            isDropTarget &&
              'border-primary border-solid bg-primary/10 text-foreground forced-colors:border-[Highlight]',
            isDisabled && 'cursor-not-allowed border-border forced-colors:border-[GrayText]',
          )
        }
      >
        <span data-slot="upload-area-prompt">{prompt}</span>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => give(Array.from(list ?? []))}
        >
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={describedBy || undefined}
          >
            {triggerLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      <div
        id={errorId}
        role="alert"
        data-slot="upload-area-error"
        className="min-h-5 text-danger text-sm forced-colors:text-[Mark]"
      >
        {messages.length === 1 ? (
          messages[0]
        ) : messages.length > 1 ? (
          <ul className="flex flex-col gap-0.5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
