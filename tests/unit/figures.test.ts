import { formatFigure, readFiguresOn, referencedNames, resolveReferences, type Money } from '@/lib/content/figures';
import { staleRatesWarning } from '@/lib/content/rupees';
import { formatMoney, formatRupees, pkrEstimate } from '@/lib/money-format';
import { formatProblem } from '@/lib/content/problem';

/** One figure read as a file's `figures:` would be, and resolved for a day when its one value is in force. */
const figure = {
  safeParse: (written: unknown) => ({ success: 'figures' in readFiguresOn({ f: written }, '2026-11-27') }),
  parse: (written: unknown) => {
    const read = readFiguresOn({ f: written }, '2026-11-27');
    if (!('figures' in read) || !read.figures.f) throw new Error(`not a figure: ${JSON.stringify(written)}`);
    return read.figures.f;
  },
};

const money = (m: Partial<Money>): Money => ({ kind: 'money', min: 1, max: 1, currency: 'GBP', period: 'year', qualifier: undefined, ...m });

describe('figures are typed and formatted in one place', () => {
  it.each([
    [{ amount: 25000, currency: 'GBP', period: 'year' }, '£25,000 per year'],
    [{ min: 15000, max: 38000, currency: 'GBP', period: 'year' }, '£15,000–£38,000 per year'],
    [{ amount: 3000, currency: 'EUR', period: 'year', qualifier: 'from' }, 'from €3,000 per year'],
    [{ min: 10000, max: 12000, currency: 'CAD', period: 'year', qualifier: 'about' }, 'about CAD 10,000–12,000 per year'],
    [{ amount: 1334, currency: 'GBP', period: 'month' }, '£1,334 per month'],
    [{ amount: 350, currency: 'USD', period: 'one-off' }, '$350'],
    [{ count: 485000, plus: true }, '485,000+'],
    [{ count: 1100000, plus: true }, '1.1M+'],
    [{ count: 83 }, '83'],
    [{ percent: 98 }, '98%'],
    [{ text: 'IELTS 6.0-7.0' }, 'IELTS 6.0-7.0'],
  ])('%j → %s', (written, shown) => {
    expect(formatFigure(figure.parse(written))).toBe(shown);
  });

  it('rejects a half range, an amount with a range, and a reversed range', () => {
    expect(figure.safeParse({ min: 1, currency: 'GBP', period: 'year' }).success).toBe(false);
    expect(figure.safeParse({ amount: 1, min: 1, max: 2, currency: 'GBP', period: 'year' }).success).toBe(false);
    expect(figure.safeParse({ min: 3, max: 2, currency: 'GBP', period: 'year' }).success).toBe(false);
    expect(figure.safeParse({ amount: 1, currency: 'XYZ', period: 'year' }).success).toBe(false);
    expect(figure.safeParse({ value: '150+' }).success).toBe(false);
  });
});

describe('references in prose', () => {
  const known = { tuition: figure.parse({ amount: 25000, currency: 'GBP', period: 'year' }) };

  it('replaces {{name}} and {{ name }}', () => {
    expect(resolveReferences('Tuition is {{tuition}}; again {{ tuition }}.', known, () => {})).toBe('Tuition is £25,000 per year; again £25,000 per year.');
  });

  it('reports an unknown name with the known ones, and leaves it as written', () => {
    const unknown: string[] = [];
    expect(resolveReferences('About {{tution}}.', known, (p) => unknown.push(`${p.name} / ${p.known.join(',')}`))).toBe('About {{tution}}.');
    expect(unknown).toEqual(['tution / tuition']);
  });

  it('lists the names a text refers to', () => {
    expect(referencedNames('{{a}} and {{ b }} but not {c}')).toEqual(['a', 'b']);
  });
});

describe('rupee estimates', () => {
  const rates = { GBP: 365, EUR: 300, USD: 280 };

  it('millions with one decimal, dropping ".0"', () => {
    expect(pkrEstimate(money({ min: 25000, max: 25000 }), rates)).toBe('≈ PKR 9.1 million');
    expect(formatRupees(9_000_000)).toBe('PKR 9 million');
    expect(formatRupees(125_400_000)).toBe('PKR 125 million');
  });

  it('below a million, two significant figures with thousands separators', () => {
    expect(formatRupees(938_000)).toBe('PKR 940,000');
    expect(formatRupees(36_450)).toBe('PKR 36,000');
    expect(formatRupees(5_640)).toBe('PKR 5,600');
  });

  it('ranges: one unit written once, or each side in its own words', () => {
    expect(pkrEstimate(money({ min: 15000, max: 38000 }), rates)).toBe('≈ PKR 5.5–13.9 million');
    expect(pkrEstimate(money({ min: 100, max: 190, period: 'one-off' }), rates)).toBe('≈ PKR 37,000–69,000');
    expect(formatRupees(470_000, 1_200_000)).toBe('PKR 470,000–1.2 million');
  });

  it('"from" and "up to" amounts keep their word; "about" is already ≈', () => {
    expect(pkrEstimate(money({ min: 3000, max: 3000, currency: 'EUR', qualifier: 'from' }), rates)).toBe('≈ from PKR 900,000');
    expect(pkrEstimate(money({ min: 400, max: 400, currency: 'USD', qualifier: 'up to' }), rates)).toBe('≈ up to PKR 110,000');
    expect(pkrEstimate(money({ min: 10000, max: 10000, currency: 'EUR', qualifier: 'about' }), rates)).toBe('≈ PKR 3 million');
  });

  it('no estimate without a rate, and none for an amount already in rupees', () => {
    expect(pkrEstimate(money({ currency: 'AUD' }), rates)).toBeNull();
    expect(pkrEstimate(money({ currency: 'PKR' }), rates)).toBeNull();
  });

  it('stale rates: a warning after 30 days, none on day 30', () => {
    expect(staleRatesWarning('content/exchange-rates.md', '2026-11-01', new Date('2026-12-01T12:00:00Z'))).toBeNull();
    const stale = staleRatesWarning('content/exchange-rates.md', '2026-11-01', new Date('2026-12-02T12:00:00Z'));
    expect(stale && formatProblem(stale)).toBe(
      'content/exchange-rates.md: taken: 2026-11-01 is 31 days old (more than 30); update the rates so the rupee estimates stay honest',
    );
  });

  it('formatMoney is what every page shows next to the estimate', () => {
    expect(formatMoney(money({ min: 719, max: 1423, period: 'one-off' }))).toBe('£719–£1,423');
  });
});
