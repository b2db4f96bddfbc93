import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Card, CardBody, CardFooter, CardHeader } from '.';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: { variant: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'raised', 'outline'] },
  },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <h2 className="text-title">Order summary</h2>
        <Badge tone="info">3 items</Badge>
      </CardHeader>
      <CardBody>Subtotal, shipping and tax are worked out at checkout.</CardBody>
      <CardFooter>
        <Button variant="ghost">Edit cart</Button>
        <Button>Checkout</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    for (const slot of ['card-header', 'card-body', 'card-footer']) {
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit cart' })).toHaveFocus();
  },
};

export const Raised: Story = { args: { variant: 'raised' } };

export const Outline: Story = { args: { variant: 'outline' } };

export const BodyOnly: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardBody>Free shipping on orders over $50.</CardBody>
    </Card>
  ),
};
