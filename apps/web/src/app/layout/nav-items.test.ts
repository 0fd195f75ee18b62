import { describe, expect, it } from 'vitest';
import { footerGroups, navItems } from './nav-items';

describe('navItems', () => {
  it("lists the spec's tabs in its order, Guides on every portal since all publish guides (decision 064)", () => {
    expect(navItems().map((item) => item.title)).toEqual(['Home', 'Guides', 'Courses', 'Learning Paths', 'Instructors']);
  });
});

describe('footerGroups', () => {
  it('has Learn, Engage and More with the variant links', () => {
    const framework = footerGroups('application-framework');
    expect(framework.map((group) => group.title)).toEqual(['Learn', 'Engage', 'More']);
    expect(framework[2].links.map((link) => link.to)).toEqual(['/contact', '/faq', '/terms', '/privacy', '/california-privacy']);
    const platform = footerGroups('platform');
    expect(framework[0].links.map((link) => link.label)).toEqual(['Guides', 'Courses', 'Learning Paths']);
    expect(platform[0].links.map((link) => link.label)).toEqual(['Guides', 'Courses', 'Learning Paths']);
    expect(platform[2].links.some((link) => link.to === '/faq')).toBe(false);
  });

  it('opens only the legal links in a new tab', () => {
    const links = footerGroups('platform').flatMap((group) => group.links);
    expect(links.filter((link) => link.newTab).map((link) => link.to)).toEqual(['/terms', '/privacy', '/california-privacy']);
  });
});
