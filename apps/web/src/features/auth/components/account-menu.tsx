import { ChevronDown, CircleUser } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider, Separator, type MenuItemProps } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { displayName } from '../../../lib/auth/claims';
import { logout, useSession } from '../../../lib/auth/session';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useCurrentUser } from '../api/get-user-details';
import { PreviewSwitch } from './preview-switch';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[focused]:bg-brand-soft data-[focused]:text-brand-strong';

function Item(props: MenuItemProps) {
  return <MenuItem {...props} className={itemClass} />;
}

/**
 * Spec section 2: the signed-in user's name opens My Account (new tab), Administration (admins),
 * Manage Emails, Give Feedback and Logout. Outside clicks and Escape close it; arrows move focus.
 */
export default function AccountMenu({ onGiveFeedback }: { onGiveFeedback: () => void }) {
  const { claims } = useSession();
  const { user } = useCurrentUser();
  const { identity } = useRuntimeConfig();
  const navigate = useNavigate();
  const name = claims ? displayName(claims) : '';

  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <PreviewSwitch />
        <MenuTrigger>
          <Button
            aria-label={`Account menu: ${name}`}
            className="ml-auto flex shrink-0 items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-gray-900 hover:bg-brand-soft sm:px-3"
          >
            <CircleUser aria-hidden="true" className="h-6 w-6 text-brand" />
            <span data-testid="account-name" className="hidden max-w-48 truncate sm:inline">
              {name}
            </span>
            <ChevronDown aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Popover placement="bottom end" className="z-50 w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg outline-none">
            <p className="truncate px-3 pt-2 pb-1 text-sm font-bold text-gray-900" aria-hidden="true">
              {name}
            </p>
            <Menu aria-label="Account" className="outline-none">
              <Item href={identity.profileUrl} target="_blank" rel="noopener noreferrer" textValue="My Account">
                My Account<span className="sr-only"> (opens in a new tab)</span>
              </Item>
              {user?.isAdmin && <Item href="/admin">Administration</Item>}
              <Item href="/email">Manage Emails</Item>
              <Item onAction={onGiveFeedback}>Give Feedback</Item>
              <Separator className="my-1 border-t border-gray-200" />
              <Item onAction={() => void logout()}>Logout</Item>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </RouterProvider>
  );
}
