import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MockAnswer, MockRequest } from '../../common/story-support/mock-routes';

type Canvas = ReturnType<typeof within>;

/** How long a step may wait on the screen: long enough for a busy two-core machine running many stories. */
const patience = { timeout: 5000 };

/** A toast, which the region shows outside the story's canvas. */
export function findToast(text: string) {
  return within(document.body).findByText(text, { selector: '[data-slot=toast] *' }, patience);
}

/** A dialog by name, once focus has moved into it and it has faded in. */
export async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name }, patience);
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The form, once the product and the categories have loaded into it. */
export async function findForm(canvas: Canvas, name: 'New product' | 'Edit product') {
  return within(await canvas.findByRole('form', { name }, patience));
}

export const section = (form: Canvas, name: string) => within(form.getByRole('region', { name }));

/** Types into a field the quick way a person fills a long form: click, then paste. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Replaces a field's text, as a person selecting all and typing would. */
export async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text !== '') await userEvent.type(field, text);
}

/** Picks a category in the form's select. */
export async function chooseCategory(form: Canvas, name: string) {
  await userEvent.click(form.getByRole('button', { name: /Category/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/**
 * A save route that remembers each body it was sent, so a story can check what the form's parsing made of
 * what was typed; `reset` in the story's beforeEach.
 */
export function recordingRoute(answer: (request: MockRequest) => MockAnswer) {
  const bodies: unknown[] = [];
  return {
    bodies,
    reset: () => {
      bodies.length = 0;
    },
    handler: (request: MockRequest): MockAnswer => {
      bodies.push(request.body);
      return answer(request);
    },
  };
}
