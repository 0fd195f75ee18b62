import type { TenantId } from './tenant';

/** What makes a portal recognisable wherever it appears: the web app, the sign-in pages, e-mails. */
export interface PortalBrand {
  /** "Kube", as in "Kube Academy". */
  name: string;
  academyName: string;
  tagline: string;
  /** The brand colour; the web app's stylesheet sets the same value as --brand (a test checks it). */
  colour: string;
  /** Square SVG mark used as the logo and the favicon. */
  markSvg: string;
}

/** Kept free of zod, like the tenant list, so every first load can use it. */
export const PORTAL_BRANDS: Record<TenantId, PortalBrand> = {
  spring: {
    name: 'Spring',
    academyName: 'Spring Academy',
    tagline: 'Learn Spring from the engineers who ship with it',
    colour: '#1f6b2a',
    markSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#1f6b2a"/><path d="M8 24.5C8 14.6 14.4 8 25 7.5c.3 10.6-6.4 17-16.2 17z" fill="#fff"/><path d="M9.5 23.5c3.2-5.4 7.3-9.2 12-11.4" fill="none" stroke="#1f6b2a" stroke-width="1.8" stroke-linecap="round"/></svg>',
  },
  kube: {
    name: 'Kube',
    academyName: 'Kube Academy',
    tagline: 'Kubernetes and cloud native, one hands-on lesson at a time',
    colour: '#1d4ed8',
    markSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#1d4ed8"/><path d="M16 5.5l9.1 5.25v10.5L16 26.5l-9.1-5.25v-10.5z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M16 16V9.5M16 16l5.6 3.3M16 16l-5.6 3.3" stroke="#fff" stroke-width="2" stroke-linecap="round"/><circle cx="16" cy="16" r="2.8" fill="#fff"/></svg>',
  },
  tanzu: {
    name: 'Tanzu',
    academyName: 'Tanzu Academy',
    tagline: 'Build and run the platform your developers love',
    colour: '#6d28d9',
    markSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#6d28d9"/><path d="M16 6.5l10 5-10 5-10-5z" fill="#fff"/><path d="M6 16.25l10 5 10-5M6 20.75l10 5 10-5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
};
