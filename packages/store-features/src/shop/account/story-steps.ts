import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Selects one of the page's tabs and returns its panel. */
export async function openTab(canvasElement: HTMLElement, name: 'Profile' | 'Orders' | 'Settings') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
  return within(await canvas.findByRole('tabpanel', { name }));
}

/** A dialog (or alert dialog) by name, once focus has moved into it and it has faded in. */
export async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  // Past the entering transition, which starts at opacity 0.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A toast, which the region shows outside the story's canvas. */
export function findToast(text: string) {
  return within(document.body).findByText(text);
}
