import { describe, expect, it } from 'vitest';
import { courseHref } from './course-href';

describe('courseHref', () => {
  it('is relative within the portal', () => {
    expect(courseHref('kubernetes-fundamentals', 'kube', 'kube', 'http://kube.localhost:3000')).toBe('/courses/kubernetes-fundamentals');
  });

  it('uses the other portal origin across portals', () => {
    expect(courseHref('spring-boot-fundamentals', 'spring', 'kube', 'http://kube.localhost:3000')).toBe(
      'http://spring.localhost:3000/courses/spring-boot-fundamentals',
    );
    expect(courseHref('building-golden-paths', 'tanzu', 'spring', 'https://spring-academy.example.com')).toBe(
      'https://tanzu-academy.example.com/courses/building-golden-paths',
    );
  });
});
