import { FilterSelect } from './filter-select';
import { ListSearch } from './list-search';

/** One select of a list's filters: its choices, and the first one that filters nothing, if it has one. */
interface ListFilter {
  label: string;
  value: string;
  /** The label of the empty choice that shows everything, e.g. "Any status". */
  any?: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface ListFiltersProps {
  search: { label: string; hint: string; value: string; onSearch: (text: string) => void };
  /** Names the form of selects, e.g. "Filter invitations". */
  filtersLabel: string;
  filters: readonly ListFilter[];
  className?: string;
}

/**
 * The search and the selects above an admin list the server searches, filters and pages: a select
 * applies as it changes, the search on Enter or its button (ListSearch).
 */
export function ListFilters({ search, filtersLabel, filters, className = '' }: ListFiltersProps) {
  return (
    <div className={`flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start ${className}`}>
      <ListSearch {...search} />
      <form aria-label={filtersLabel} onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4 sm:flex-row">
        {filters.map((filter) => (
          <FilterSelect key={filter.label} label={filter.label} value={filter.value} onChange={filter.onChange}>
            {filter.any !== undefined && <option value="">{filter.any}</option>}
            {filter.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </FilterSelect>
        ))}
      </form>
    </div>
  );
}
