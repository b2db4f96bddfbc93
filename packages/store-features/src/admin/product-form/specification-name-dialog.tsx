import { Button, Dialog, DialogTrigger, Modal, TextField } from '@aurora-store/ui';
import { PlusIcon } from '@aurora-store/ui/icons';
import { type FormEvent, useId, useState } from 'react';
import { Form, FormContext } from 'react-aria-components';
import { SPECIFICATION_NAME_PROMPT } from './product-form-messages';
import { specificationNameError } from './repeating-rows';
import { ADD_SPECIFICATION_FIELD } from './use-product-form';

export interface SpecificationNameDialogProps {
  /** The names already used: a name is refused when it is one of them. */
  existingNames: readonly string[];
  onAdd: (name: string) => void;
}

/**
 * The specifications' Add (spec section 2): it asks 'Enter specification name:' in a dialog of the page
 * rather than the browser's prompt, and refuses an empty or duplicate name beside the field. Escape or
 * Cancel closes it, and focus returns to Add.
 */
export function SpecificationNameDialog({ existingNames, onAdd }: SpecificationNameDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const openChange = (open: boolean) => {
    setOpen(open);
    setName('');
    setError(null);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled out of the product form, but React still bubbles its submit up to it.
    event.stopPropagation();
    const refusal = specificationNameError(name, existingNames);
    setError(refusal);
    if (refusal) return;
    onAdd(name);
    openChange(false);
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
      <Button data-field={ADD_SPECIFICATION_FIELD} variant="secondary" size="sm" className="self-start">
        <PlusIcon />
        Add Specification
      </Button>
      <Modal size="sm" isDismissable>
        <Dialog
          title="Add Specification"
          footer={(close) => (
            <>
              <Button variant="ghost" onPress={close}>
                Cancel
              </Button>
              <Button type="submit" form={formId}>
                Add
              </Button>
            </>
          )}
        >
          {/*
           * React Aria's Form hands its props to a Form inside it through context, which would make this
           * form's Enter also submit the product form around the dialog: this one starts afresh.
           */}
          <FormContext.Provider value={null}>
            <Form id={formId} validationBehavior="aria" onSubmit={submit} className="pt-1">
              <TextField
                autoFocus
                label={SPECIFICATION_NAME_PROMPT}
                placeholder="e.g. Weight"
                value={name}
                onChange={(next) => {
                  setName(next);
                  setError(null);
                }}
                isInvalid={error !== null}
                errorMessage={error ?? undefined}
              />
            </Form>
          </FormContext.Provider>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
