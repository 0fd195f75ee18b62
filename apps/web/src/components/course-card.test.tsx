import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { CourseCard, type CourseCardData } from './course-card';

const course: CourseCardData = {
  slug: 'packaging-applications-with-helm',
  tenantId: 'kube',
  title: 'Packaging applications with Helm',
  summary: 'Charts',
  level: ['Intermediate'],
  duration: 3600,
  lessonsCount: 12,
};

describe('a course card', () => {
  it('tells a reader without pro that the course cannot be finished without it', () => {
    renderWithApp(<CourseCard course={{ ...course, lessonsNeedingPro: 3 }} />);
    expect(screen.getByTestId('pro-needed')).toHaveTextContent(
      '3 of 12 lessons need a pro account: you cannot finish this course without pro.',
    );
  });

  it('says nothing of pro when every lesson is open to the reader', () => {
    renderWithApp(<CourseCard course={{ ...course, lessonsNeedingPro: 0 }} />);
    expect(screen.getByRole('heading', { name: /Packaging applications with Helm/ })).toBeVisible();
    expect(screen.queryByTestId('pro-needed')).toBeNull();
  });
});
