import type { ReactNode } from 'react';
import { openSharePopup, type ShareTarget } from '../lib/share';

const TARGETS: { target: ShareTarget; label: string; icon: ReactNode }[] = [
  {
    target: 'fb',
    label: 'Share on Facebook',
    icon: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />,
  },
  {
    target: 'x',
    label: 'Share on X',
    icon: <path d="M17.8 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.4 5.9h-3l7-8L2 3.5h6.2l4.3 5.4zm-1 15.2h1.7L7.3 5.2H5.5z" />,
  },
  {
    target: 'linkedin',
    label: 'Share on LinkedIn',
    icon: (
      <path d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v11.5H3zm5.5 0h2.9v1.6c.4-.8 1.4-1.8 3.1-1.8 3.3 0 3.9 2.1 3.9 4.9v6.8h-3v-6c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2v6.1h-3z" />
    ),
  },
];

/** Spec: Facebook, X and LinkedIn popups with the page address (and title for X and LinkedIn). */
export function ShareButtons({ title }: { title: string }) {
  return (
    <div className="flex items-center gap-2" role="group" aria-label="Share this page">
      <span className="text-sm font-medium text-gray-600">Share</span>
      {TARGETS.map(({ target, label, icon }) => (
        <button
          key={target}
          type="button"
          aria-label={label}
          title={label}
          onClick={() => openSharePopup(target, window.location.href, title)}
          className="flex h-9 w-9 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 hover:border-brand hover:text-brand"
        >
          <svg viewBox="0 0 24 24" width={18} height={18} fill="currentColor" aria-hidden="true">
            {icon}
          </svg>
        </button>
      ))}
    </div>
  );
}
