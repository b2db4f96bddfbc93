import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { StarRatingInput } from '.';

const meta = {
  title: 'UI/StarRatingInput',
  component: StarRatingInput,
  tags: ['autodocs'],
  args: { label: 'Your rating', onChange: fn() },
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

export const DefaultValue: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const three = canvas.getByRole('radio', { name: '3 stars' });
    await expect(three).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeChecked();
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('radio', { name: '5 stars' }).closest('label') as HTMLElement);
    await expect(canvas.getByRole('radio', { name: '5 stars' }).closest('label')).toHaveAttribute(
      'data-hovered',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Choose a rating.', description: 'Tap a star.' },
  render: (args) => (
    <Form className="flex flex-col items-start gap-4" onSubmit={(event) => event.preventDefault()}>
      <StarRatingInput {...args} />
      <Button type="submit">Post review</Button>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(canvas.getByText('Choose a rating.')).toBeVisible();
  },
};
