import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { TokenSummary } from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CheckedNames } from '../../../components/admin/checked-names';
import { PageSpinner } from '../../../components/spinner';
import type { TableColumn } from '../../../components/table/data-table';
import { useListTable } from '../../../components/table/use-list-table';
import { useDeleteTokens } from '../api/delete-tokens';
import { useTokens } from '../api/get-tokens';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { AddressText } from '../../../components/admin/address-text';
import { DateTime } from '../../../components/admin/date-time';
import { CheckableList } from '../../../components/admin/checkable-list';
import { NewTokenPanel } from './new-token-panel';
import { TokenCreateForm } from './token-create-form';

/** Spec section 5: the token search covers these fields. */
const SEARCH_FIELDS = ['tokenId', 'name', 'abilities'] as const satisfies readonly (keyof TokenSummary)[];

const COLUMNS: TableColumn<TokenSummary>[] = [
  { key: 'name', header: 'Name', cell: (token) => <span className="font-medium">{token.name}</span> },
  {
    key: 'abilities',
    header: 'Abilities',
    cell: (token) => (
      <ul className="flex flex-wrap gap-1">
        {token.abilities.map((ability) => (
          <li key={ability} className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-800">
            {ability}
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'createdBy', header: 'Created by', cell: (token) => <CreatorCell token={token} /> },
  { key: 'createdAt', header: 'Created', cell: (token) => <DateTime value={token.createdAt} /> },
  { key: 'lastUsedAt', header: 'Last used', cell: (token) => <DateTime value={token.lastUsedAt} empty="Never" /> },
  {
    key: 'expiresAt',
    header: 'Expires',
    cell: (token) =>
      token.revokedAt ? (
        <span className="font-semibold text-red-800">
          Revoked <DateTime value={token.revokedAt} />
        </span>
      ) : (
        <DateTime value={token.expiresAt} />
      ),
  },
];
const COLUMN_KEYS = COLUMNS.map((column) => column.key);

/** Who made the token; a token stops for good when its creator stops being an admin (decision 015). */
function CreatorCell({ token }: { token: TokenSummary }) {
  if (!token.createdByLogin) return <span className="text-gray-600">Removed user</span>;
  return (
    <>
      <span className="block">{token.createdBy}</span>
      <AddressText text={token.createdByLogin} className="block text-xs text-gray-600" />
    </>
  );
}
const tokenId = (token: TokenSummary) => token.tokenId;

/** /admin/tokens: personal access tokens that let scripts call the API with chosen abilities. */
export default function TokensPage() {
  const { data } = useTokens();
  const tokens = data?.result ?? [];
  const table = useListTable(tokens, { getRowId: tokenId, searchFields: SEARCH_FIELDS, columnKeys: COLUMN_KEYS });
  const deleteTokens = useDeleteTokens();
  const [created, setCreated] = useState<{ name: string; value: string } | null>(null);
  const [toDelete, setToDelete] = useState<string[]>([]);

  return (
    <AdminScreen
      title="Tokens"
      back={{ to: '/admin', label: 'Administration' }}
      intro="A token lets a script call the API with exactly the abilities it was given. Send it as a bearer token with the portal's tenantId header. It stops working when it expires, or for good when the administrator who made it loses that right."
    >
      <div className="space-y-8">
        {created ? <NewTokenPanel {...created} onDone={() => setCreated(null)} /> : <TokenCreateForm onCreated={setCreated} />}
        <section aria-labelledby="tokens-heading">
          <h2 id="tokens-heading" className="mb-3 text-xl font-bold text-gray-900">
            Tokens of this portal
          </h2>
          {!data ? (
            <PageSpinner />
          ) : (
            <CheckableList
              label="Tokens"
              table={table}
              columns={COLUMNS}
              total={tokens.length}
              getRowId={tokenId}
              rowName={(token) => token.name}
              search={{ label: 'Search tokens', hint: 'Name, ability or token id.' }}
              noun={{ one: 'token', many: 'tokens' }}
              onDeleteChecked={() => setToDelete([...table.selected])}
              actions={(token) => (
                <button
                  type="button"
                  className={quietButton}
                  aria-label={`Delete ${token.name}`}
                  onClick={() => setToDelete([token.tokenId])}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              )}
            />
          )}
        </section>
      </div>
      <ConfirmDialog
        title={toDelete.length === 1 ? 'Delete this token?' : `Delete ${toDelete.length} tokens?`}
        confirmLabel="Delete"
        isOpen={toDelete.length > 0}
        isPending={deleteTokens.isPending}
        onCancel={() => setToDelete([])}
        onConfirm={() => deleteTokens.mutate(toDelete, { onSuccess: () => setToDelete([]) })}
      >
        <CheckedNames names={tokens.filter((token) => toDelete.includes(token.tokenId)).map((token) => token.name)} />
        <p className="mt-2">Scripts using {toDelete.length === 1 ? 'it' : 'them'} are refused from now on.</p>
      </ConfirmDialog>
    </AdminScreen>
  );
}
