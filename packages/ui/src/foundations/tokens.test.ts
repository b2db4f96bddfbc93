/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastGrade, contrastRatio, parseTokens, tokensWithPrefix } from './tokens';

const tokens = parseTokens(readFileSync(new URL('../theme.css', import.meta.url), 'utf8'));

describe('Foundations token figures', () => {
  it('reads the theme’s tokens, joining multi-line values', () => {
    expect(tokens.get('color-background')).toMatch(/^oklch\(/);
    expect(tokens.get('font-sans')).toMatch(/^ui-sans-serif, system-ui/);
    expect(tokensWithPrefix(tokens, 'text-').map(([name]) => name)).toEqual([
      'text-caption',
      'text-body',
      'text-title',
      'text-display',
    ]);
  });

  it('computes WCAG contrast: 21:1 for white on black, 1:1 for a colour on itself', () => {
    expect(contrastRatio('oklch(1 0 0)', 'oklch(0 0 0)')).toBeCloseTo(21, 1);
    expect(contrastRatio('oklch(0.5 0.1 200)', 'oklch(0.5 0.1 200)')).toBe(1);
    expect(contrastGrade(7.2, 'text')).toBe('AAA');
    expect(contrastGrade(4.6, 'text')).toBe('AA');
    expect(contrastGrade(3.1, 'line')).toBe('pass 3:1');
  });

  it('rates the foreground on the background at AAA', () => {
    const ratio = contrastRatio(tokens.get('color-foreground') ?? '', tokens.get('color-background') ?? '');
    expect(contrastGrade(ratio, 'text')).toBe('AAA');
  });
});
