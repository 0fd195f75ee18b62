import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

/** Spec section 9. */
export const DROPDOWN_HOVER_OPEN_MS = 400;
export const DROPDOWN_THROTTLE_MS = 100;
export const DROPDOWN_FOCUS_DELAY_MS = 10;

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), a[href], select, textarea, [tabindex]:not([tabindex="-1"])';

interface HoverDropdownProps {
  label: string;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A disclosure button whose panel opens when the mouse rests on it for 400 ms, and at once on click,
 * Enter, Space or ArrowDown (then focus moves into the panel after 10 ms). Leaving with the mouse
 * closes a hover-opened panel after 100 ms, so crossing to the panel keeps it open; a click pins it.
 * Escape, a click outside or focus leaving closes it.
 */
export function HoverDropdown({ label, icon, children }: HoverDropdownProps) {
  const [openedBy, setOpenedBy] = useState<'hover' | 'press' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const panelId = useId();
  const open = openedBy !== null;

  const later = (action: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  const close = (returnFocus = false) => {
    window.clearTimeout(timer.current);
    setOpenedBy(null);
    if (returnFocus) trigger.current?.focus();
  };
  const openByPress = () => {
    window.clearTimeout(timer.current);
    setOpenedBy('press');
    later(() => panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus(), DROPDOWN_FOCUS_DELAY_MS);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open) window.clearTimeout(timer.current);
    else later(() => setOpenedBy('hover'), DROPDOWN_HOVER_OPEN_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (openedBy === 'press') return;
    later(() => setOpenedBy(null), DROPDOWN_THROTTLE_MS);
  };
  const onTriggerClick = () => {
    if (openedBy === 'hover') setOpenedBy('press');
    else if (open) close();
    else openByPress();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' && event.target === trigger.current && !open) {
      event.preventDefault();
      openByPress();
    }
  };

  return (
    // The wrapper hears the keys and hovers of its trigger and menu; they are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="relative inline-block"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onTriggerClick}
        className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        {icon}
        {label}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="absolute right-0 z-40 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
        >
          {children}
        </div>
      )}
    </div>
  );
}
