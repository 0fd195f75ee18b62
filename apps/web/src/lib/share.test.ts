import { describe, expect, it } from 'vitest';
import { shareUrl } from './share';

describe('shareUrl', () => {
  const page = 'http://kube.localhost:3000/courses/kubernetes-fundamentals';

  it('shares only the address on Facebook', () => {
    expect(shareUrl('fb', page, 'Kubernetes Fundamentals')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Fkube.localhost%3A3000%2Fcourses%2Fkubernetes-fundamentals',
    );
  });

  it('adds the title on X and LinkedIn', () => {
    expect(shareUrl('x', page, 'Pods & Services')).toContain('&text=Pods%20%26%20Services');
    expect(shareUrl('linkedin', page, 'Pods & Services')).toMatch(
      /^https:\/\/www\.linkedin\.com\/shareArticle\?mini=true&url=http%3A.*&title=Pods%20%26%20Services$/,
    );
  });
});
