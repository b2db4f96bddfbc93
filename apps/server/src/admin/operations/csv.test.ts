import { describe, expect, it } from 'vitest';
import { csvField, csvRecord, neutraliseFormula } from './csv';

describe('CSV fields', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField('')).toBe('');
  });

  it('quotes a field holding a comma, a quote, CR or LF, and doubles its quotes', () => {
    expect(csvField('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvField('The "Engine"')).toBe('"The ""Engine"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('ends a record with CRLF', () => {
    expect(csvRecord(['a', 1, 'b,c'])).toBe('a,1,"b,c"\r\n');
  });
});

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', `'=HYPERLINK("http://evil.test","x")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ["'=1+1", "''=1+1"],
  ])('puts an apostrophe before %j', (text, safe) => {
    expect(neutraliseFormula(text)).toBe(safe);
  });

  it('leaves text that only contains those characters later alone', () => {
    expect(neutraliseFormula('Ada = genius')).toBe('Ada = genius');
    expect(neutraliseFormula('ada@aurora.test')).toBe('ada@aurora.test');
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
  });

  it('neutralises first, then quotes, so the quoted field still starts with the apostrophe', () => {
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
  });
});
