import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins truthy class names and drops falsy ones', () => {
    expect(cn('px-4', false, null, undefined, 0, '', 'py-2')).toBe('px-4 py-2');
  });

  it('accepts clsx objects and arrays', () => {
    expect(cn(['inline-flex', { 'opacity-50': true, hidden: false }])).toBe('inline-flex opacity-50');
  });

  it('lets a later Tailwind class override a conflicting earlier one', () => {
    expect(cn('px-4 py-2 bg-primary', 'px-6', 'bg-danger')).toBe('py-2 px-6 bg-danger');
  });

  it('keeps a theme font size beside a theme text colour', () => {
    expect(cn('text-body', 'text-muted')).toBe('text-body text-muted');
    expect(cn('text-caption text-foreground', 'text-title')).toBe('text-foreground text-title');
  });

  it('merges the theme radius, shadow, duration, easing and animation tokens', () => {
    expect(cn('rounded-control', 'rounded-card')).toBe('rounded-card');
    expect(cn('shadow-raised', 'shadow-none')).toBe('shadow-none');
    expect(cn('duration-fast', 'duration-slow')).toBe('duration-slow');
    expect(cn('ease-standard', 'ease-in')).toBe('ease-in');
    expect(cn('animate-aurora-1', 'animate-none')).toBe('animate-none');
  });
});
