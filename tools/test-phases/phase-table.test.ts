import { describe, expect, it } from 'vitest';
import { formatPhaseTable } from './phase-table.ts';

describe('formatPhaseTable', () => {
  it('gives each phase in minutes and seconds, totalling only the phases run in turn', () => {
    const table = formatPhaseTable([
      { name: 'lint', seconds: 4.2 },
      { name: 'vitest', seconds: 545 },
      { name: '  unit (40 files)', seconds: 30, within: 'vitest' },
      { name: 'journeys', seconds: 61 },
    ]);
    expect(table).toContain('lint                 0:04');
    expect(table).toContain('vitest               9:05');
    expect(table).toContain('  unit (40 files)    0:30');
    expect(table).toMatch(/total\s+10:10$/);
  });

  it('rounds to the second before splitting off the minutes, so no time reads :60', () => {
    const table = formatPhaseTable([
      { name: 'types', seconds: 59.6 },
      { name: 'vitest', seconds: 2160 },
    ]);
    expect(table).toContain('types     1:00');
    expect(table).toMatch(/total\s+37:00$/);
  });
});
