import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from 'zod/v4/core';
import { parseSchemasWithoutEval } from './no-eval';

it('zod takes the setting: an object schema then parses without compiling a function', () => {
  const before = config().jitless;
  const compile = vi.spyOn(globalThis, 'Function');
  try {
    parseSchemasWithoutEval();
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'Lamp', count: 2 })).toEqual({ name: 'Lamp', count: 2 });
    expect(compile).not.toHaveBeenCalled();
  } finally {
    compile.mockRestore();
    config({ jitless: before });
  }
});
