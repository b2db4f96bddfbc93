import { Button, IconButton, TextField } from '@aurora-store/ui';
import { PlusIcon, TrashIcon } from '@aurora-store/ui/icons';
import { FormSection } from './form-section';
import { type FormErrors, type TextListName, textRowPath } from './product-form-fields';
import type { TextRow } from './product-form-values';
import { canRemoveRow } from './repeating-rows';
import type { ProductFormEdits } from './use-product-form';

const wording: Record<
  TextListName,
  { title: string; one: string; description: string; placeholder: string }
> = {
  features: {
    title: 'Features',
    one: 'Feature',
    description: 'One selling point per row; empty rows are not saved.',
    placeholder: 'e.g. Gooseneck spout',
  },
  tags: {
    title: 'Tags',
    one: 'Tag',
    description: 'Words shoppers search for; empty rows are not saved.',
    placeholder: 'e.g. coffee',
  },
};

export interface TextRowsProps {
  list: TextListName;
  rows: TextRow[];
  errors: FormErrors;
  edits: ProductFormEdits;
}

/** The features or the tags (spec section 2): one text per row, at least one row, Remove beside two or more. */
export function TextRows({ list, rows, errors, edits }: TextRowsProps) {
  const words = wording[list];
  return (
    <FormSection title={words.title} description={words.description}>
      <ol aria-label={words.title} className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const field = textRowPath(list, row.key);
          const name = `${words.one} ${index + 1}`;
          return (
            <li key={row.key} className="flex items-start gap-2">
              <TextField
                data-field={field}
                aria-label={name}
                placeholder={words.placeholder}
                value={row.text}
                onChange={(text) => edits.setTextRow(list, row.key, text)}
                isInvalid={errors[field] !== undefined}
                errorMessage={errors[field]}
                className="min-w-0 flex-1"
              />
              {canRemoveRow(rows.length) && (
                <IconButton
                  aria-label={`Remove ${name.toLowerCase()}`}
                  variant="ghost"
                  onPress={() => edits.removeTextRow(list, rows, index)}
                >
                  <TrashIcon />
                </IconButton>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" className="self-start" onPress={() => edits.addTextRow(list)}>
        <PlusIcon />
        Add {words.one}
      </Button>
    </FormSection>
  );
}
