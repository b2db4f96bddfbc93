import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, Grid, Stack } from '.';

function Tile({ children }: { children: string }) {
  return (
    <div className="rounded-control border border-border bg-surface px-4 py-6 text-center">{children}</div>
  );
}

const meta = {
  title: 'UI/Layout',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 'md', direction: 'column' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Tile>One</Tile>
      <Tile>Two</Tile>
      <Tile>Three</Tile>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackColumn: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-slot="stack"]');
    await expect(stack).toHaveClass('flex-col', 'gap-4');
  },
};

export const StackRow: Story = { args: { direction: 'row', align: 'center', wrap: true } };

export const StackAsList: Story = {
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Steps">
      <li>Cart</li>
      <li>Shipping</li>
      <li>Payment</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Steps' }).querySelectorAll('li')).toHaveLength(3);
  },
};

export const AutoGrid: Story = {
  render: () => (
    <Grid minColumnWidth="10rem">
      {['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((label) => (
        <Tile key={label}>{label}</Tile>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="grid"]') as HTMLElement;
    await expect(grid.style.getPropertyValue('--grid-min')).toBe('10rem');
    await expect(getComputedStyle(grid).display).toBe('grid');
  },
};

export const FixedGrid: Story = {
  render: () => (
    <Grid columns={3} gap="lg">
      {['A', 'B', 'C', 'D', 'E', 'F'].map((label) => (
        <Tile key={label}>{label}</Tile>
      ))}
    </Grid>
  ),
};

export const CenteredContainer: Story = {
  render: () => (
    <Container size="sm" className="rounded-control border border-border border-dashed py-6">
      <p>Content centred at a readable width.</p>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="container"]')).toHaveClass('max-w-2xl', 'mx-auto');
  },
};
