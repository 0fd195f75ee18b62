import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Search } from 'lucide-react';
import { Link } from 'react-router';
import { USERS_ELLIPSIS_BUFFER, type AdminUser, type UserSearch } from '@academy/shared';
import { secondaryButton } from '../../../components/button-styles';
import { PageSpinner } from '../../../components/spinner';
import { ColumnChooser } from '../../../components/table/column-chooser';
import { DataTable, type TableColumn } from '../../../components/table/data-table';
import { Pager } from '../../../components/table/pager';
import { pageCount } from '../../../components/table/pagination';
import { INITIAL_USER_SEARCH, useUserSearch, type UserSearchState } from '../api/search-users';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { AddressText } from '../../../components/admin/address-text';
import { DateTime } from '../../../components/admin/date-time';
import { AccessSwitch } from './access-switch';

type SortField = NonNullable<UserSearch['sortBy']>;

const COLUMNS: (TableColumn<AdminUser> & { sortBy?: SortField })[] = [
  {
    key: 'firstName',
    header: 'First name',
    sortBy: 'firstName',
    // The link's name is the whole name, so a list of first names still says whose page each opens.
    cell: (user) => (
      <Link to={`/admin/users/${user.userId}`} className="font-semibold text-brand underline">
        {user.firstName || user.login}
        {user.firstName && user.lastName && <span className="sr-only"> {user.lastName}</span>}
      </Link>
    ),
  },
  { key: 'lastName', header: 'Last name', sortBy: 'lastName', cell: (user) => user.lastName },
  {
    key: 'login',
    header: 'E-mail',
    sortBy: 'login',
    cell: (user) => (
      <>
        <AddressText text={user.login} />
        {/* Decision 014: admin and pro rights wait for the address to be confirmed. */}
        {!user.isEmailVerified && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
            not verified
          </span>
        )}
        {user.deactivatedAt && (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900">deactivated</span>
        )}
      </>
    ),
  },
  { key: 'isAdmin', header: 'Admin', cell: (user) => <AccessSwitch user={user} right="admin" /> },
  { key: 'isPro', header: 'Pro', cell: (user) => <AccessSwitch user={user} right="pro" /> },
  { key: 'isAuthor', header: 'Author', cell: (user) => <AccessSwitch user={user} right="author" /> },
  { key: 'createdAt', header: 'Joined', sortBy: 'createdAt', cell: (user) => <DateTime value={user.createdAt} /> },
  { key: 'lastSeenAt', header: 'Last seen', sortBy: 'lastSeenAt', cell: (user) => <DateTime value={user.lastSeenAt} empty="Never" /> },
];
const userName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.login;

/** /admin/users: the portal's users, searched and paged by the server, with their admin and pro rights. */
export default function UsersPage() {
  const [search, setSearch] = useState<UserSearchState>(INITIAL_USER_SEARCH);
  const [draft, setDraft] = useState('');
  const [visibleColumns, setVisibleColumns] = useState(() => COLUMNS.map((column) => column.key));
  const { data } = useUserSearch(search);
  const page = data?.result;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch((current) => ({ ...current, searchValue: draft.trim(), pageNumber: 0 }));
  };
  const sortBy = (field: SortField) =>
    setSearch((current) => ({
      ...current,
      sortBy: field,
      sortDir: current.sortBy === field && current.sortDir === 'asc' ? 'desc' : 'asc',
      pageNumber: 0,
    }));

  return (
    <AdminScreen
      title="Users"
      back={{ to: '/admin', label: 'Administration' }}
      intro="Give or take admin and pro rights, or open a user's page for their progress, e-mail and account. You cannot remove your own admin right, nor the last admin's."
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <form role="search" onSubmit={submit} className="w-full sm:max-w-md">
          <label htmlFor="user-search" className="text-sm font-semibold text-gray-900">
            Search users
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="user-search"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-describedby="user-search-hint"
              className="block min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
            />
            <button type="submit" className={secondaryButton}>
              <Search aria-hidden="true" className="h-4 w-4" />
              Search
            </button>
          </div>
          <p id="user-search-hint" className="mt-1 text-xs text-gray-600">
            Name or e-mail.
          </p>
        </form>
        <div className="flex flex-wrap items-center gap-3">
          {page && (
            <p role="status" className="text-sm text-gray-700">
              {page.totalElements} {page.totalElements === 1 ? 'user' : 'users'}
            </p>
          )}
          <ColumnChooser columns={COLUMNS} visible={visibleColumns} onChange={setVisibleColumns} />
        </div>
      </div>
      {!page ? (
        <PageSpinner />
      ) : (
        <div className="space-y-4">
          <DataTable
            label="Users"
            columns={COLUMNS}
            visibleColumns={visibleColumns}
            rows={page.content}
            getRowId={(user) => user.userId}
            rowName={userName}
            empty={search.searchValue ? 'No user matches the search.' : 'No users yet.'}
            sortFor={(column) => {
              const field = COLUMNS.find((candidate) => candidate.key === column.key)?.sortBy;
              if (!field || field !== search.sortBy) return undefined;
              return search.sortDir === 'asc' ? 'ascending' : 'descending';
            }}
            renderHeader={(column) => {
              const field = COLUMNS.find((candidate) => candidate.key === column.key)?.sortBy;
              if (!field) return column.header;
              const active = field === search.sortBy;
              const Arrow = active && search.sortDir === 'desc' ? ArrowDown : ArrowUp;
              return (
                <button type="button" onClick={() => sortBy(field)} className="inline-flex items-center gap-1 uppercase hover:text-brand">
                  {column.header}
                  <Arrow aria-hidden="true" className={`h-3.5 w-3.5 ${active ? '' : 'opacity-30'}`} />
                </button>
              );
            }}
          />
          <Pager
            label="User pages"
            page={page.pageNumber}
            totalPages={pageCount(page.totalElements, page.pageSize)}
            ellipsisBuffer={USERS_ELLIPSIS_BUFFER}
            onChange={(pageNumber) => setSearch((current) => ({ ...current, pageNumber }))}
          />
        </div>
      )}
    </AdminScreen>
  );
}
