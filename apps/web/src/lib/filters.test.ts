import { describe, expect, it } from 'vitest';
import type { FilterCategory } from '@academy/shared';
import { applyFilters, filtersFromSearch, filtersToSearch, isOptionChecked, toggleFilterOption, type FilterEntry } from './filters';

const categories: FilterCategory[] = [
  {
    categoryName: 'topic',
    label: 'Topic',
    options: [
      { key: 'spring-boot', name: 'Spring Boot', count: 2, checked: false },
      { key: 'web', name: 'Web', count: 2, checked: false },
      { key: 'data', name: 'Data', count: 1, checked: false },
    ],
  },
  {
    categoryName: 'level',
    label: 'Level',
    options: [
      { key: 'beginner', name: 'Beginner', count: 1, checked: false },
      { key: 'advanced', name: 'Advanced', count: 1, checked: false },
    ],
  },
];

interface Item {
  id: string;
  topic: string[];
  level: string[];
  isFavorite: boolean;
}

const items: Item[] = [
  { id: 'boot', topic: ['Spring Boot', 'Web'], level: ['Beginner'], isFavorite: true },
  { id: 'data', topic: ['data', 'Spring Boot'], level: ['Intermediate'], isFavorite: false },
  { id: 'security', topic: ['Web'], level: ['Advanced'], isFavorite: false },
];

const valuesOf = (item: Item, category: string) =>
  category === 'favorite' ? item.isFavorite : category === 'topic' ? item.topic : category === 'level' ? item.level : [];

const ids = (entries: FilterEntry[]) => applyFilters(items, entries, categories, valuesOf).map((item) => item.id);

describe('toggleFilterOption', () => {
  it('adds a category with its first option and appends further options', () => {
    const one = toggleFilterOption([], 'topic', 'web', true);
    expect(one).toEqual([{ category: 'topic', options: ['web'] }]);
    expect(toggleFilterOption(one, 'topic', 'data', true)).toEqual([{ category: 'topic', options: ['web', 'data'] }]);
    expect(toggleFilterOption(one, 'topic', 'web', true)).toEqual(one);
  });

  it('drops a category when its last option is removed', () => {
    const entries = [
      { category: 'topic', options: ['web'] },
      { category: 'level', options: ['beginner', 'advanced'] },
    ];
    expect(toggleFilterOption(entries, 'topic', 'web', false)).toEqual([{ category: 'level', options: ['beginner', 'advanced'] }]);
    expect(toggleFilterOption(entries, 'level', 'advanced', false)).toEqual([
      { category: 'topic', options: ['web'] },
      { category: 'level', options: ['beginner'] },
    ]);
    expect(toggleFilterOption(entries, 'status', 'completed', false)).toBe(entries);
  });
});

describe('applyFilters', () => {
  it('keeps everything without filters', () => {
    expect(ids([])).toEqual(['boot', 'data', 'security']);
  });

  it('is OR within a category and compares case-insensitively', () => {
    expect(ids([{ category: 'topic', options: ['data'] }])).toEqual(['data']);
    expect(ids([{ category: 'topic', options: ['data', 'web'] }])).toEqual(['boot', 'data', 'security']);
  });

  it('is AND between categories', () => {
    expect(
      ids([
        { category: 'topic', options: ['web'] },
        { category: 'level', options: ['advanced'] },
      ]),
    ).toEqual(['security']);
    expect(
      ids([
        { category: 'topic', options: ['data'] },
        { category: 'level', options: ['beginner'] },
      ]),
    ).toEqual([]);
  });

  it('treats a yes/no category as a plain condition', () => {
    expect(ids([{ category: 'favorite', options: ['favorite'] }])).toEqual(['boot']);
  });
});

describe('filters in the address', () => {
  it('reads known options only, once each', () => {
    const search = new URLSearchParams('topic=web,unknown,web&level=&sort=title');
    expect(filtersFromSearch(search, categories)).toEqual([{ category: 'topic', options: ['web'] }]);
  });

  it('writes entries and keeps unrelated parameters', () => {
    const search = filtersToSearch(
      [{ category: 'level', options: ['beginner', 'advanced'] }],
      new URLSearchParams('topic=web&sort=title'),
      categories,
    );
    expect(search.toString()).toBe('sort=title&level=beginner%2Cadvanced');
  });

  it('tells whether an option is checked', () => {
    const entries = [{ category: 'topic', options: ['web'] }];
    expect(isOptionChecked(entries, 'topic', 'web')).toBe(true);
    expect(isOptionChecked(entries, 'level', 'web')).toBe(false);
  });
});
