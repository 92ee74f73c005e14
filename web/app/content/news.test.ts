import { describe, expect, it } from 'vitest';
import { annualReturns, brochure } from './downloads';
import { type NewsItem, newsByYear } from './news';
import { newsYearLabel, newsYears } from './news-years';

const itemsOf = (year: number) => newsByYear[year] ?? [];
const news2023 = itemsOf(2023);
const news2024 = itemsOf(2024);
const news2025 = itemsOf(2025);
import { press } from './press';

const MONTH_YEAR = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

function checkList(items: readonly NewsItem[], year: number) {
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  expect(new Set(items.map((i) => i.href)).size).toBe(items.length);
  for (const item of items) {
    expect(item.title).toMatch(/^Sample/);
    expect(item.publication).toMatch(/Sample/);
    expect(item.date).toMatch(MONTH_YEAR);
    expect(item.date.endsWith(String(year))).toBe(true);
  }
}

describe('news', () => {
  it('shows each year on its own page, newest first, the older ones as archives', () => {
    expect(newsYears.map((entry) => entry.year)).toEqual([2025, 2024, 2023]);
    expect(new Set(newsYears.map((entry) => entry.path)).size).toBe(newsYears.length);
    expect(newsYears.map((entry) => newsYearLabel(entry.year))).toEqual(['News 2025', 'ARCHIVE 2024', 'ARCHIVE 2023']);
  });

  it('has a list for every year, published as its entry says', () => {
    for (const { year, published } of newsYears) {
      expect(itemsOf(year).length, String(year)).toBeGreaterThan(0);
      expect(
        itemsOf(year).every((item) => item.kind === (published === 'online' ? 'article' : 'pdf')),
        String(year),
      ).toBe(true);
    }
    expect(Object.keys(newsByYear).map(Number).sort()).toEqual(newsYears.map((entry) => entry.year).sort());
  });

  it('2025 has nine sample external articles', () => {
    expect(news2025).toHaveLength(9);
    checkList(news2025, 2025);
    for (const item of news2025) {
      expect(item.kind).toBe('article');
      expect(item.href).toMatch(/^https:\/\/example\.com\//);
      expect(item.title).toMatch(/^Sample article/);
    }
  });

  it('2023 has twenty-one sample PDFs under /download/news/', () => {
    expect(news2023).toHaveLength(21);
    checkList(news2023, 2023);
    for (const item of news2023) {
      expect(item.kind).toBe('pdf');
      expect(item.href).toMatch(/^\/download\/news\/2023\/[a-z0-9-]+\.pdf$/);
    }
  });

  it('2024 has sample PDFs, one entry grouping several outlets', () => {
    expect(news2024.length).toBeGreaterThanOrEqual(6);
    checkList(news2024, 2024);
    for (const item of news2024) expect(item.href).toMatch(/^\/download\/news\/2024\/[a-z0-9-]+\.pdf$/);
    expect(news2024.filter((i) => i.publication.split(/,| and /).length >= 3)).toHaveLength(1);
  });
});

describe('press and downloads', () => {
  it('has two press releases with place, date and PDF', () => {
    expect(press).toHaveLength(2);
    for (const p of press) {
      expect(p.title).toMatch(/^Sample/);
      expect(p.place).not.toBe('');
      expect(p.date).toMatch(MONTH_YEAR);
      expect(p.href).toMatch(/^\/download\/press\/.+\.pdf$/);
    }
    expect(new Set(press.map((p) => p.id)).size).toBe(2);
  });

  it('has the brochure and the 2021-22 and 2022-23 annual returns', () => {
    expect(brochure.href).toMatch(/^\/download\/brochure\/.+\.pdf$/);
    expect(annualReturns.map((a) => a.financialYear)).toEqual(['2021-22', '2022-23']);
    for (const a of annualReturns) expect(a.href).toMatch(/^\/download\/annual-return\/.+\.pdf$/);
  });
});
