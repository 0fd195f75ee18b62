import { NavLink } from 'react-router';
import { Hint } from '../../components/tooltip';
import { AccountEntry, NavToggle } from './header';
import { navItems } from './nav-items';

interface SideNavProps {
  open: boolean;
  isMobile: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** Without a header the navigation carries its own toggle. */
  withToggle: boolean;
}

/**
 * Collapsed by default: an icon rail on desktop with tooltips, nothing on a phone. Open, it shows
 * the titles; on a phone it is a drawer over the page, and below 1280 px it lies over the page too.
 */
export function SideNav({ open, isMobile, onToggle, onClose, withToggle }: SideNavProps) {
  const drawer = isMobile && open;
  if (isMobile && !open && !withToggle) return null;
  return (
    <>
      {drawer && (
        <div className={`fixed inset-0 z-30 bg-gray-900/40 ${withToggle ? 'top-0' : 'top-16'}`} aria-hidden="true" onClick={onClose} />
      )}
      {/* Escape from any link inside closes the drawer; the links themselves are the controls. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        id="side-nav"
        aria-label="Main"
        onKeyDown={(event) => event.key === 'Escape' && open && onClose()}
        className={[
          'shrink-0 border-r border-gray-200 bg-white',
          // Without the header the menu starts at the top of the screen, leaving no empty band above it.
          drawer
            ? `fixed bottom-0 left-0 z-40 w-64 shadow-xl ${withToggle ? 'top-0' : 'top-16'}`
            : withToggle
              ? 'sticky top-0 h-dvh'
              : 'sticky top-16 h-[calc(100dvh-4rem)]',
          // Open on a desktop narrower than 1280 px, the menu lies over the page instead of narrowing it
          // (decision 064): its rail keeps its place and the course cards keep their width.
          // A sticky menu is a stacking context of its own: it is lifted above the page it lies over.
          open ? (drawer ? 'w-60' : 'z-30 w-16 xl:w-60') : 'w-16',
          // The server cannot know the screen: CSS hides the rail on a phone until the script knows it too.
          !open && !withToggle ? 'max-[700px]:hidden' : '',
        ].join(' ')}
      >
        <div
          className={
            open && !drawer
              ? 'h-full max-xl:absolute max-xl:inset-y-0 max-xl:left-0 max-xl:z-30 max-xl:w-60 max-xl:border-r max-xl:border-gray-200 max-xl:bg-white max-xl:shadow-xl'
              : 'h-full'
          }
        >
          {withToggle && (
            <div className={`flex gap-2 px-2 pt-3 ${open ? 'items-center justify-between' : 'flex-col items-center'}`}>
              <NavToggle open={open} onToggle={onToggle} />
              <AccountEntry compact={!open} />
            </div>
          )}
          <ul className="flex flex-col gap-1 p-2 pt-4">
            {navItems().map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.path}>
                  <Hint label={item.title} isDisabled={open}>
                    <NavLink
                      to={item.path}
                      end={item.path === '/'}
                      aria-label={open ? undefined : item.title}
                      className={({ isActive }) =>
                        [
                          'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold transition-colors',
                          isActive ? 'bg-brand text-white' : 'text-gray-700 hover:bg-brand-soft hover:text-brand-strong',
                        ].join(' ')
                      }
                    >
                      <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                      {open && <span className="truncate">{item.title}</span>}
                    </NavLink>
                  </Hint>
                </li>
              );
            })}
          </ul>
        </div>
      </nav>
    </>
  );
}
