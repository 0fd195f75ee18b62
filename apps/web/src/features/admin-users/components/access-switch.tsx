import type { AdminUser } from '@academy/shared';
import { Switch } from '../../../components/switch';
import { showToast } from '../../../lib/notifications';
import { useToggleAccess } from '../api/toggle-access';

const RIGHTS = {
  admin: { field: 'isAdmin', label: 'Admin' },
  pro: { field: 'isPro', label: 'Pro' },
  author: { field: 'isAuthor', label: 'Author' },
} as const;

/** Grants or takes one right; a refusal (own admin right, last admin) arrives as the server's danger toast. */
export function AccessSwitch({ user, right }: { user: AdminUser; right: keyof typeof RIGHTS }) {
  const toggle = useToggleAccess();
  const { field, label } = RIGHTS[right];
  const name = `${user.firstName} ${user.lastName}`.trim() || user.login;
  const checked = toggle.isPending && toggle.variables ? toggle.variables.grant : user[field];

  return (
    <Switch
      label={`${label} access for ${name}`}
      checked={checked}
      disabled={toggle.isPending}
      onChange={(grant) =>
        toggle.mutate({ userId: user.userId, right, grant }, { onSuccess: (result) => showToast(result.message, { type: 'success' }) })
      }
    />
  );
}
