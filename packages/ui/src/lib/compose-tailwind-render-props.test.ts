import { describe, expect, it } from 'vitest';
import { composeTailwindRenderProps } from './compose-tailwind-render-props';

type State = { isSelected: boolean };

describe('composeTailwindRenderProps', () => {
  it('uses the component classes when the consumer gives none', () => {
    const className = composeTailwindRenderProps<State>(undefined, 'p-2 text-body');
    const resolve = typeof className === 'function' ? className : () => className;
    expect(resolve({ isSelected: false })).toBe('p-2 text-body');
  });

  it('lets a consumer string override conflicting component classes', () => {
    const className = composeTailwindRenderProps<State>('p-4', 'p-2 text-body');
    const resolve = typeof className === 'function' ? className : () => className;
    expect(resolve({ isSelected: false })).toBe('text-body p-4');
  });

  it('passes render props to a consumer function', () => {
    const className = composeTailwindRenderProps<State>(
      ({ isSelected }) => (isSelected ? 'bg-primary' : 'bg-surface'),
      'p-2 bg-elevated',
    );
    const resolve = typeof className === 'function' ? className : () => className;
    expect(resolve({ isSelected: true })).toBe('p-2 bg-primary');
    expect(resolve({ isSelected: false })).toBe('p-2 bg-surface');
  });
});
