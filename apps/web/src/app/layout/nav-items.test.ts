import { describe, expect, it } from 'vitest';
import { footerGroups, navItems } from './nav-items';

describe('navItems', () => {
  it('shows Guides only in the application-framework variant', () => {
    expect(navItems('application-framework').map((item) => item.title)).toEqual([
      'Home',
      'Guides',
      'Courses',
      'Learning Paths',
      'Instructors',
    ]);
    expect(navItems('platform').map((item) => item.path)).toEqual(['/', '/courses', '/paths', '/instructors']);
  });
});

describe('footerGroups', () => {
  it('has Learn, Engage and More with the variant links', () => {
    const framework = footerGroups('application-framework');
    expect(framework.map((group) => group.title)).toEqual(['Learn', 'Engage', 'More']);
    expect(framework[2].links.map((link) => link.to)).toEqual(['/contact', '/faq', '/terms', '/privacy', '/california-privacy']);
    const platform = footerGroups('platform');
    expect(platform[0].links.map((link) => link.label)).toEqual(['Courses', 'Learning Paths']);
    expect(platform[2].links.some((link) => link.to === '/faq')).toBe(false);
  });

  it('opens only the legal links in a new tab', () => {
    const links = footerGroups('platform').flatMap((group) => group.links);
    expect(links.filter((link) => link.newTab).map((link) => link.to)).toEqual(['/terms', '/privacy', '/california-privacy']);
  });
});
