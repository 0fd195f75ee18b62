import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterCategory } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { FilteredListPage } from './filtered-list-page';
import { useFilters } from './use-filters';

interface Item {
  title: string;
  topic: string[];
  level: string[];
}

const ITEMS: Item[] = [
  { title: 'Probes', topic: ['Workloads'], level: ['Beginner'] },
  { title: 'Services', topic: ['Networking'], level: ['Beginner'] },
  { title: 'Gateways', topic: ['Networking'], level: ['Advanced'] },
  { title: 'Operators', topic: ['Extending'], level: ['Advanced'] },
];

const CATEGORIES: FilterCategory[] = [
  {
    categoryName: 'topic',
    label: 'Topic',
    options: [
      { key: 'workloads', name: 'Workloads', count: 1, checked: false },
      { key: 'networking', name: 'Networking', count: 2, checked: false },
      { key: 'extending', name: 'Extending', count: 1, checked: false },
    ],
  },
  {
    categoryName: 'level',
    label: 'Level',
    options: [
      { key: 'beginner', name: 'Beginner', count: 2, checked: false },
      { key: 'advanced', name: 'Advanced', count: 2, checked: false },
    ],
  },
];

const valuesOf = (item: Item, category: string) => (category === 'topic' ? item.topic : item.level);

function Guides() {
  const filters = useFilters(ITEMS, CATEGORIES, valuesOf);
  return (
    <FilteredListPage
      kind="guides"
      resultsId="results"
      resultsLabel="Results"
      noun="guides"
      shown={filters.visible.length}
      total={ITEMS.length}
      categories={filters.categories}
      entries={filters.entries}
      onToggle={filters.toggle}
      onClear={filters.clear}
    >
      <ul>
        {filters.visible.map((item) => (
          <li key={item.title}>{item.title}</li>
        ))}
      </ul>
    </FilteredListPage>
  );
}

const shownTitles = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const box = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name: new RegExp(`^${name}`) });

describe('filter panel', () => {
  it('shows each option with its count, ORs within a category and ANDs between them, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Guides />, { path: '/guides' });
    expect(box('Topic', 'Networking').closest('label')).toHaveTextContent(/Networking\s*2/);
    expect(screen.getByTestId('result-count')).toHaveTextContent('Showing 4 of 4 guides');

    await user.click(box('Topic', 'Networking'));
    await user.click(box('Topic', 'Workloads'));
    expect(shownTitles()).toEqual(['Probes', 'Services', 'Gateways']);
    await user.click(box('Level', 'Advanced'));
    expect(shownTitles()).toEqual(['Gateways']);
    expect(screen.getByTestId('result-count')).toHaveTextContent('Showing 1 of 4 guides');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      topic: 'networking,workloads',
      level: 'advanced',
    });

    await user.click(box('Topic', 'Networking'));
    await user.click(box('Topic', 'Workloads'));
    expect(shownTitles()).toEqual(['Gateways', 'Operators']);
    expect(router.state.location.search).toBe('?level=advanced');
  });

  it('reads the filters of a shared address and clears them all', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Guides />, { path: '/guides?level=beginner&topic=networking,unknown' });
    expect(shownTitles()).toEqual(['Services']);
    expect(box('Topic', 'Networking')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Show filters (2)' })).toHaveAttribute('aria-expanded', 'false');
    // Counts follow the other categories: of the beginner guides, one is about networking and none about extending;
    // of the networking guides, one is for beginners and one advanced.
    const count = (group: string, name: string) => box(group, name).closest('label')!.textContent!.replace(name, '').trim();
    expect([count('Topic', 'Workloads'), count('Topic', 'Networking'), count('Topic', 'Extending')]).toEqual(['1', '1', '0']);
    expect([count('Level', 'Beginner'), count('Level', 'Advanced')]).toEqual(['1', '1']);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(shownTitles()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
