import { describe, expect, it } from 'vitest';
import { averageLabel, ratingLabel, subjectLabel, typeLabel } from './feedback-labels';

describe('admin feedback labels', () => {
  it('names the types, with general feedback for the empty type', () => {
    expect([typeLabel('lesson'), typeLabel('course'), typeLabel('')]).toEqual(['Lesson', 'Course', 'General']);
  });

  it('writes ratings and averages out of five', () => {
    expect(ratingLabel(4)).toBe('4 of 5');
    expect(ratingLabel(null)).toBe('No rating');
    expect(averageLabel(3.456)).toBe('3.5 of 5');
  });

  it('says what a submission is about', () => {
    expect(subjectLabel({ feedbackableType: 'lesson', feedbackableTitle: 'Pods', courseTitle: 'Kubernetes Fundamentals' })).toBe(
      'Pods (Kubernetes Fundamentals)',
    );
    expect(subjectLabel({ feedbackableType: 'lesson', feedbackableTitle: 'Helm basics', courseTitle: null })).toBe('Helm basics');
    expect(
      subjectLabel({ feedbackableType: 'course', feedbackableTitle: 'Kubernetes Fundamentals', courseTitle: 'Kubernetes Fundamentals' }),
    ).toBe('Kubernetes Fundamentals');
    expect(subjectLabel({ feedbackableType: '', feedbackableTitle: null, courseTitle: null })).toBe('The portal');
  });
});
