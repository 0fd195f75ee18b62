/** The rights an invitation grants, as the screens name them (the Users screen's switches). */
export const invitationRights = (row: { isPro: boolean; isAdmin: boolean; isAuthor: boolean }): string =>
  [row.isPro && 'Pro', row.isAdmin && 'Administrator', row.isAuthor && 'Author'].filter(Boolean).join(', ') || '—';
