import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Spec constants: 600 ms delay, offset 10, dark. */
export const TOOLTIP_DELAY_MS = 600;

interface HintProps {
  label: string;
  children: ReactNode;
  isDisabled?: boolean;
}

/**
 * A dark hint above a navigation item (the spec's position top, offset 10; aligned with the item's
 * start so the narrow rail at the screen's edge does not cut it), shown after the delay on hover or keyboard focus
 * and hidden on leave, blur or Escape. Kept dependency-free so the first page load stays small.
 */
export function Hint({ label, children, isDisabled }: HintProps) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();

  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setVisible(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setVisible(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (isDisabled) return <>{children}</>;
  return (
    // The wrapper hears focus and keys of the control it describes; that control is the interactive one.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="relative block"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
      onClick={hide}
    >
      {children}
      {visible && (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-0 z-50 mb-[10px] rounded-md bg-gray-900 px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-white shadow-lg"
        >
          {label}
        </span>
      )}
    </span>
  );
}
