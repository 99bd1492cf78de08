import { afterEach, describe, expect, it, vi } from 'vitest';
import { closingLine, nameFilter } from './suite-run.ts';

afterEach(() => vi.unstubAllEnvs());

describe('nameFilter', () => {
  it('runs everything without a filter', () => {
    vi.stubEnv('SUITE_ONLY', '');
    const f = nameFilter('SUITE_ONLY', []);
    expect(f.pattern).toBeUndefined();
    expect(f.matches('any case')).toBe(true);
  });

  it('takes --only, in either spelling, over the variable; words split on |, any case', () => {
    vi.stubEnv('SUITE_ONLY', 'ledger');
    expect(nameFilter('SUITE_ONLY', []).matches('the ledger balances')).toBe(true);
    expect(nameFilter('SUITE_ONLY', []).matches('heavy answers')).toBe(false);
    for (const argv of [['--only', 'Heavy Answers|api1'], ['--only=Heavy Answers|api1']]) {
      const f = nameFilter('SUITE_ONLY', argv);
      expect(f.matches('API4 heavy answers are capped')).toBe(true);
      expect(f.matches('API1 object level')).toBe(true);
      expect(f.matches('the ledger balances')).toBe(false);
    }
  });

  it('refuses any other argument', () => {
    expect(() => nameFilter('SUITE_ONLY', ['--onyl', 'x'])).toThrow(/unknown argument '--onyl'/);
  });
});

describe('closingLine', () => {
  it('is the standard line, with skipped only when there are some', () => {
    expect(closingLine({ passed: 3, failed: 0 })).toBe('3 passed, 0 failed');
    expect(closingLine({ passed: 2, failed: 1, skipped: 0 })).toBe('2 passed, 1 failed');
    expect(closingLine({ passed: 2, failed: 1, skipped: 4 })).toBe('2 passed, 1 failed, 4 skipped');
  });
});
