import { expect, userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The cart's or the checkout's summary, where the discount code lives. */
export const summaryOf = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Order Summary' }));

export const codeField = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Discount code' });

const tagName = { name: 'Applied discount code' };

/** The applied code's tag in `container`, once the code is priced. */
export const findTag = (container: Canvas) => container.findByRole('group', tagName);

/** No applied code's tag in `container`. */
export const expectNoTag = (container: Canvas) =>
  expect(container.queryByRole('group', tagName)).not.toBeInTheDocument();

/** The applied code's tag, once the summary has loaded and the code is priced. */
export async function appliedTag(canvas: Canvas) {
  return findTag(within(await canvas.findByRole('region', { name: 'Order Summary' })));
}

/** Types a code into the field and applies it with the Apply button, or with Enter from the field. */
export async function applyCode(canvas: Canvas, text: string, how: 'button' | 'enter' = 'button') {
  const input = await codeField(canvas);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  if (how === 'enter') await userEvent.keyboard('{Enter}');
  else await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
}

/** The amount beside a term of the summary's list ('Subtotal', 'Discount (AUTUMN15)'). */
export async function expectRow(canvas: Canvas, term: string, amount: string) {
  const label = summaryOf(canvas).getByText(term, { selector: 'dt' });
  await expect(label.nextElementSibling).toHaveTextContent(amount);
}

/** No tag and no Discount line: the summary's totals are the spec's. */
export async function expectNoDiscount(canvas: Canvas, total: string) {
  const summary = summaryOf(canvas);
  await expectNoTag(summary);
  await expect(summary.queryByText(/^Discount \(/, { selector: 'dt' })).not.toBeInTheDocument();
  await expectRow(canvas, 'Total', total);
}
