import type { ReactNode } from 'react';

/** Wide tables scroll sideways on phones; the region takes focus so keyboard users can scroll it too, and is positioned so nothing inside widens the page. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative mt-3 overflow-x-auto rounded-card border border-gray-200 bg-white"
    >
      {children}
    </div>
  );
}
