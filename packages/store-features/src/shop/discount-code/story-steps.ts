import { COUPON_EXPIRED_MESSAGE } from '@aurora-store/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { autumn, autumnOnCart, refusedCodes } from './stories-data';
import { couponRequests } from './story-routes';

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

/*
 * What a code does to the demo cart's summary, which the cart and the checkout show alike: the cart's
 * and the checkout's discount code stories check it through these steps.
 */

/** How the summary names its tax row: the cart gives the rate ('Tax (8%)'), the checkout does not ('Tax'). */
export type TaxTerm = 'Tax' | 'Tax (8%)';

/** AUTUMN15 on the demo cart, as the summary shows it: the tag, the Discount line, tax on what remains. */
export async function expectAutumnOnDemoCart(canvas: Canvas, taxTerm: TaxTerm) {
  await appliedTag(canvas);
  await expectRow(canvas, 'Subtotal', '$1,288.00');
  await expectRow(canvas, `Discount (${autumn.code})`, autumnOnCart.discount);
  await expectRow(canvas, 'Shipping', '$10.00');
  await expectRow(canvas, taxTerm, autumnOnCart.tax);
  await expectRow(canvas, 'Total', autumnOnCart.total);
}

/** A code the screen opened with: priced once, on the demo cart, and not reported back, as it is the app's. */
export async function expectCarriedCodePricedOnce(onDiscountCodeChange: unknown) {
  await expect(couponRequests.body).toHaveBeenCalledTimes(1);
  await expect(couponRequests.body).toHaveBeenCalledWith({ code: autumn.code, subtotal: 1288 });
  await expect(onDiscountCodeChange).not.toHaveBeenCalled();
}

/** SUMMER10 typed and applied with Enter: refused, the reason on the field, and the spec's totals. */
export async function applyExpiredCode(canvas: Canvas) {
  await applyCode(canvas, 'summer10', 'enter');
  const input = await codeField(canvas);
  await waitFor(() => expect(input).toHaveAccessibleDescription(COUPON_EXPIRED_MESSAGE));
  await expectNoDiscount(canvas, '$1,401.04');
  await expect(couponRequests.body).toHaveBeenCalledWith({ code: refusedCodes.expired.code, subtotal: 1288 });
}

/**
 * Opened with SUMMER10, which expired since it was applied: the reason on the field, which still shows the
 * code, the removal announced, the spec's totals, and the app told once to forget the code.
 */
export async function expectCarriedExpiredCodeDropped(canvas: Canvas, onDiscountCodeChange: unknown) {
  const input = await codeField(canvas);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  await expect(input).toHaveAccessibleDescription(COUPON_EXPIRED_MESSAGE);
  await expect(input).toHaveValue(refusedCodes.expired.code);
  await expect(summaryOf(canvas).getByRole('status')).toHaveTextContent(
    `${COUPON_EXPIRED_MESSAGE}. ${refusedCodes.expired.code} was removed.`,
  );
  await expectNoDiscount(canvas, '$1,401.04');
  await waitFor(() => expect(onDiscountCodeChange).toHaveBeenCalledTimes(1));
  await expect(onDiscountCodeChange).toHaveBeenCalledWith(null);
}

/** AUTUMN15 priced again once the demo cart holds a second throw ($1,377). */
export async function expectAutumnRepricedForSecondThrow(canvas: Canvas, taxTerm: TaxTerm) {
  // 15% of $1,377 is $206.55; tax, 8% of $1,170.45, is $93.64.
  await waitFor(() => expectRow(canvas, `Discount (${autumn.code})`, '-$206.55'));
  await expectRow(canvas, 'Subtotal', '$1,377.00');
  await expectRow(canvas, taxTerm, '$93.64');
  await expectRow(canvas, 'Total', '$1,274.09');
  await expect(couponRequests.body).toHaveBeenLastCalledWith({ code: autumn.code, subtotal: 1377 });
}

/** The throw gone, the camera alone ($1,199) is below AUTUMN15's minimum: the code leaves with the reason. */
export async function expectAutumnRefusedForCameraAlone(canvas: Canvas) {
  const input = await codeField(canvas);
  await waitFor(() => expect(input).toHaveAccessibleDescription('Add $51.00 more to use this coupon'));
  await expect(input).toHaveValue(autumn.code);
  await expectRow(canvas, 'Subtotal', '$1,199.00');
  await expectNoDiscount(canvas, '$1,304.92');
}
