import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** A dialog (or alert dialog) by name, once focus has moved into it and it has faded in. */
export async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Waits until no dialog of that name is left (past its closing transition). */
export async function expectDialogGone(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(screen.queryByRole(role, { name })).not.toBeInTheDocument());
}

/** A toast, which the region shows outside the story's canvas. */
export function findToast(text: string) {
  return within(document.body).findByText(text, { selector: '[data-slot=toast] *' });
}

/** Types into a field as a person would: click it, select what is there, type over it. */
export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.tripleClick(field);
  if (text === '') await userEvent.keyboard('{Backspace}');
  else await userEvent.keyboard(text);
}

/** The card of one category, found by its heading. */
export function cardOf(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('group', { name }));
}
