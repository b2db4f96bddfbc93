import { type Currency, ENTER_COUPON_CODE_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { DiscountCodeField } from './discount-code-field';
import { autumn, autumnOnCart, demoSubtotalCents, refusedCodes } from './stories-data';
import { couponPreviewRoute, couponRequests, resetCouponRequests, withCouponPreview } from './story-routes';
import { codeField, expectNoTag, findTag } from './story-steps';
import { useDiscountCode } from './use-discount-code';

interface FieldOnSummaryProps {
  /** The subtotal the summary shows, which a code is priced on. */
  subtotalCents: number;
  currency: Currency;
  isDisabled?: boolean;
  onCodeChange: (code: string | null) => void;
}

/** The field over its hook, as the cart's and the checkout's summaries hold it, at a summary's width. */
function FieldOnSummary({ subtotalCents, currency, isDisabled = false, onCodeChange }: FieldOnSummaryProps) {
  const discountCode = useDiscountCode(subtotalCents, { code: null, onCodeChange, currency });
  return (
    <div className="max-w-sm">
      <DiscountCodeField discountCode={discountCode} isDisabled={isDisabled} />
    </div>
  );
}

/**
 * The discount code field on its own (issue 17): what a shopper meets typing, applying and removing a code.
 * What the summaries around it make of a code (their lines, a code carried between cart and checkout, a code
 * priced again) is told by the cart's and the checkout's discount code stories.
 */
const meta = {
  title: 'Shop/Discount Code Field',
  component: FieldOnSummary,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    api: withCouponPreview(),
    docs: {
      description: {
        component:
          "The discount code field of the cart's and checkout's summaries. Stories: empty, checking, " +
          'applied, removed, a blank code, each reason for a refusal, typing after one, disabled while ' +
          'placing, and a phone.',
      },
    },
  },
  args: { subtotalCents: demoSubtotalCents, currency: 'USD', onCodeChange: fn() },
  beforeEach: resetCouponRequests,
} satisfies Meta<typeof FieldOnSummary>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** From the top of the page, as a keyboard user goes: Tab to the field, type, and Enter. */
async function tabTypeAndEnter(canvas: Canvas, text: string) {
  const input = await codeField(canvas);
  await userEvent.tab();
  await expect(input).toHaveFocus();
  await userEvent.keyboard(`${text}{Enter}`);
}

/** Nothing typed: the field first in the tab order, then Apply; no tag, no refusal, nothing announced. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const input = await codeField(canvas);
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await expectNoTag(canvas);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Typed and sent with Enter, the answer not back yet: Apply is pending, the check is said, the text stays. */
export const Checking: Story = {
  parameters: { api: couponPreviewRoute('never') },
  play: async ({ canvas }) => {
    await tabTypeAndEnter(canvas, 'autumn15');
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(apply).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`Checking code ${autumn.code}…`);
    await expect(await codeField(canvas)).toHaveValue('autumn15');
    await expectNoTag(canvas);
  },
};

/**
 * Typed in lower case and applied with Enter: sent as the server matches it, then a tag with the code, its
 * description and what it takes off, said aloud; the field is empty for another code, and after Apply the
 * tab order reaches the tag's Remove.
 */
export const Applied: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await tabTypeAndEnter(canvas, 'autumn15');
    const tag = within(await findTag(canvas));
    await expect(tag.getByText(autumn.code)).toBeVisible();
    await expect(tag.getByText(autumn.description)).toBeVisible();
    await expect(tag.getByText(autumnOnCart.discount)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${autumn.code} applied: ${autumnOnCart.discount}`,
    );
    const input = await codeField(canvas);
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveFocus();
    await expect(couponRequests.body).toHaveBeenCalledWith({ code: autumn.code, subtotal: 1288 });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await expect(tag.getByRole('button', { name: `Remove code ${autumn.code}` })).toHaveFocus();
  },
};

/** The tag's Remove pressed from the keyboard: the tag goes, that is said, and focus goes back to the field. */
export const Removed: Story = {
  play: async (context) => {
    await Applied.play?.(context);
    const { canvas } = context;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expectNoTag(canvas));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${autumn.code} removed`);
    const input = await codeField(canvas);
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
    await expect(couponRequests.body).toHaveBeenCalledTimes(1);
  },
};

/** Apply pressed with nothing typed: the contract's message on the field, and nothing sent. */
export const BlankCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
    const input = await codeField(canvas);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(ENTER_COUPON_CODE_MESSAGE);
    await expect(couponRequests.body).not.toHaveBeenCalled();
  },
};

/**
 * A refused code, typed in lower case and sent with Enter: the server's reason under the field and said aloud,
 * the code as typed still there, focus still in the field, no tag.
 */
function refusedStory(refused: { code: string; message: string }): Story {
  return {
    play: async ({ canvas }) => {
      const typed = refused.code.toLowerCase();
      await tabTypeAndEnter(canvas, typed);
      const input = await codeField(canvas);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      await expect(input).toHaveAccessibleDescription(refused.message);
      await expect(
        canvas.getByText(refused.message, { selector: '[data-slot="field-error"]' }),
      ).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(refused.message);
      await expect(input).toHaveValue(typed);
      await expect(input).toHaveFocus();
      await expectNoTag(canvas);
      await expect(couponRequests.body).toHaveBeenCalledWith({ code: refused.code, subtotal: 1288 });
    },
  };
}

export const RefusedInvalid: Story = { ...refusedStory(refusedCodes.invalid), tags: ['visual'] };
export const RefusedExpired = refusedStory(refusedCodes.expired);
export const RefusedNotYetValid = refusedStory(refusedCodes.notYetValid);
export const RefusedBelowMinimum = refusedStory(refusedCodes.minimum);
export const RefusedFullyUsed = refusedStory(refusedCodes.usedUp);
export const RefusedAlreadyUsed = refusedStory(refusedCodes.alreadyUsed);

/** Typing again after a refusal is a new try: the reason no longer describes the field, and leaves it. */
export const RefusalClearedByTyping: Story = {
  play: async (context) => {
    await RefusedExpired.play?.(context);
    const { canvas } = context;
    await userEvent.keyboard('{Backspace}');
    const input = await codeField(canvas);
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await expect(input).toHaveValue(refusedCodes.expired.code.toLowerCase().slice(0, -1));
    await expect(
      canvas.queryByText(refusedCodes.expired.message, { selector: '[data-slot="field-error"]' }),
    ).not.toBeInTheDocument();
  },
};

/** While the order is being placed the code cannot change: Apply is disabled, and Enter sends nothing. */
export const DisabledWhilePlacing: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await tabTypeAndEnter(canvas, 'autumn15');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(await codeField(canvas)).toHaveValue('autumn15');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(couponRequests.body).not.toHaveBeenCalled();
  },
};

export const AppliedMobile: Story = { ...Applied, ...mobile };
export const RefusedExpiredMobile: Story = { ...RefusedExpired, ...mobile };
