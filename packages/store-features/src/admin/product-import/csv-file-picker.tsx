import { Button, cn, focusRing } from '@aurora-store/ui';
import { type DropItem, DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { CSV_FILE_TYPES, formatFileSize } from './import-file';

export interface CsvFilePickerProps {
  file: File | null;
  /** Why the chosen file cannot be imported; said under it. */
  problem: string | null;
  /** While a call runs the file stays as it is. */
  isDisabled: boolean;
  onChoose: (file: File) => void;
}

function firstDroppedFile(items: readonly DropItem[]): Promise<File> | null {
  const fileItem = items.find(isFileDropItem);
  return fileItem ? fileItem.getFile() : null;
}

/**
 * Where the CSV comes from: a button that opens the file picker, or a file dragged onto the box (or pasted
 * into it from the keyboard, as React Aria's drop zone allows). Any file is taken, so a wrong one is named
 * and refused in words instead of being silently ignored.
 */
export function CsvFilePicker({ file, problem, isDisabled, onChoose }: CsvFilePickerProps) {
  const choose = (files: FileList | null) => {
    const [chosen] = files ?? [];
    if (chosen) onChoose(chosen);
  };
  return (
    <div className="flex flex-col gap-2">
      <DropZone
        data-slot="drop-zone"
        isDisabled={isDisabled}
        onDrop={async (event) => {
          const dropped = await firstDroppedFile(event.items);
          if (dropped) onChoose(dropped);
        }}
        className={({ isDropTarget, isFocusVisible }) =>
          cn(
            'flex flex-col items-center gap-3 rounded-card border-2 border-border-strong border-dashed px-4 py-5 text-center sm:flex-row sm:text-start',
            isDropTarget && 'border-primary bg-primary/10',
            focusRing({ isFocusVisible }),
          )
        }
      >
        <div className="min-w-0 flex-1">
          {file ? (
            <p className="break-all">
              <span className="font-medium text-foreground">{file.name}</span>{' '}
              <span className="whitespace-nowrap text-muted tabular-nums">({formatFileSize(file.size)})</span>
            </p>
          ) : (
            <p className="font-medium text-foreground">No file chosen</p>
          )}
          <Text slot="label" className="text-muted text-sm">
            Drop a CSV file here, or choose one.
          </Text>
        </div>
        <FileTrigger acceptedFileTypes={CSV_FILE_TYPES} onSelect={choose}>
          <Button variant="secondary" isDisabled={isDisabled}>
            {file ? 'Choose another file' : 'Choose CSV file'}
          </Button>
        </FileTrigger>
      </DropZone>
      {problem && (
        <p role="alert" className="text-danger text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}
