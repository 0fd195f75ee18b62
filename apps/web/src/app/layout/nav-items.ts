import { BookMarked, GraduationCap, House, Route, Users, type LucideIcon } from 'lucide-react';
import type { TenantVariant } from '../../tenants';

export interface NavItem {
  title: string;
  path: string;
  icon: LucideIcon;
}

/**
 * Spec: Home, Guides (application-framework variant only), Courses, Learning Paths, Instructors.
 * Every portal publishes guides now, so every portal has the Guides tab (decision 064).
 */
export function navItems(): NavItem[] {
  return [
    { title: 'Home', path: '/', icon: House },
    { title: 'Guides', path: '/guides', icon: BookMarked },
    { title: 'Courses', path: '/courses', icon: GraduationCap },
    { title: 'Learning Paths', path: '/paths', icon: Route },
    { title: 'Instructors', path: '/instructors', icon: Users },
  ];
}

export interface FooterLink {
  label: string;
  to: string;
  newTab?: boolean;
}

export interface FooterGroup {
  title: 'Learn' | 'Engage' | 'More';
  links: FooterLink[];
  /** Engage ends with the Give Feedback button, which is not a link. */
  hasFeedback?: boolean;
}

/**
 * Spec: Learn, Engage and More; legal links open in a new tab; Guides and FAQs only in one variant.
 * Guides follow the tab onto every portal, which all publish guides (decision 064); FAQs stay spring's.
 */
export function footerGroups(variant: TenantVariant): FooterGroup[] {
  const framework = variant === 'application-framework';
  return [
    {
      title: 'Learn',
      links: [
        { label: 'Guides', to: '/guides' },
        { label: 'Courses', to: '/courses' },
        { label: 'Learning Paths', to: '/paths' },
      ],
    },
    {
      title: 'Engage',
      links: [
        { label: 'Community', to: '/community' },
        { label: 'Instructors', to: '/instructors' },
        { label: 'About', to: '/about' },
      ],
      hasFeedback: true,
    },
    {
      title: 'More',
      links: [
        { label: 'Contact', to: '/contact' },
        ...(framework ? [{ label: 'FAQs', to: '/faq' }] : []),
        { label: 'Terms', to: '/terms', newTab: true },
        { label: 'Privacy', to: '/privacy', newTab: true },
        { label: 'California Privacy Rights', to: '/california-privacy', newTab: true },
      ],
    },
  ];
}
