import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFilters } from './list-filters';

describe('the search and filters above an admin list', () => {
  it('searches on Enter and applies a select as it changes, with the empty choice meaning any', async () => {
    const onSearch = vi.fn();
    const onStatus = vi.fn();
    render(
      <ListFilters
        search={{ label: 'Search invitations', hint: 'Address or name.', value: '', onSearch }}
        filtersLabel="Filter invitations"
        filters={[
          {
            label: 'Status',
            value: 'pending',
            any: 'Any status',
            choices: [
              { value: 'pending', label: 'Pending (2)' },
              { value: 'revoked', label: 'Revoked (0)' },
            ],
            onChange: onStatus,
          },
        ]}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invitations' }), ' ada@example.com {Enter}');
    expect(onSearch).toHaveBeenCalledWith('ada@example.com');

    const form = screen.getByRole('form', { name: 'Filter invitations' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(form).toContainElement(status);
    expect(status).toHaveValue('pending');
    expect([...(status as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Any status', 'Pending (2)', 'Revoked (0)']);
    await userEvent.selectOptions(status, 'Revoked (0)');
    expect(onStatus).toHaveBeenLastCalledWith('revoked');
    await userEvent.selectOptions(status, 'Any status');
    expect(onStatus).toHaveBeenLastCalledWith('');
  });

  it('offers no empty choice when a filter always filters', () => {
    render(
      <ListFilters
        search={{ label: 'Search requests', hint: 'Topic or details.', value: 'kafka', onSearch: () => {} }}
        filtersLabel="Filter requests"
        filters={[{ label: 'Show', value: 'open', choices: [{ value: 'open', label: 'To handle' }], onChange: () => {} }]}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toHaveValue('kafka');
    expect([...(screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'open',
    ]);
  });
});
