import { describe, expect, it } from 'vitest';
import { periodChange } from './period-change';

describe('a change against the previous period', () => {
  it('writes its sign and size, never colour alone', () => {
    expect(periodChange(150, 50)).toEqual({
      direction: 'up',
      text: '+50.0%',
      description: 'Up 50.0% on the previous period',
    });
    expect(periodChange(2, -33.3)).toMatchObject({ direction: 'down', text: '−33.3%' });
    expect(periodChange(5, 0)).toMatchObject({ direction: 'same', text: 'No change' });
  });

  it('says New when nothing came before, and None when nothing came at all', () => {
    expect(periodChange(10, null)).toMatchObject({ direction: 'up', text: 'New' });
    expect(periodChange(0, null)).toMatchObject({ direction: 'same', text: 'None' });
  });
});
