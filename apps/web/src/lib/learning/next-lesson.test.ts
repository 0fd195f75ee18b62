import { describe, expect, it } from 'vitest';
import { nextUnfinishedLesson } from './next-lesson';

const items = [
  { slug: 'module-1', type: 'module' },
  { slug: 'a', type: 'lesson', isComplete: true },
  { slug: 'module-2', type: 'module' },
  { slug: 'b', type: 'lesson', isComplete: false },
  { slug: 'c', type: 'knowledge-check', isComplete: false },
];

describe('nextUnfinishedLesson', () => {
  it('gives the first lesson not complete, skipping modules', () => {
    expect(nextUnfinishedLesson(items)?.slug).toBe('b');
  });

  it('never gives a module, even one listed before every lesson', () => {
    expect(
      nextUnfinishedLesson([
        { slug: 'module-1', type: 'module' },
        { slug: 'x', type: 'lab', isComplete: false },
      ])?.slug,
    ).toBe('x');
  });

  it('gives a later lesson when the earlier ones are done, whatever its type', () => {
    expect(nextUnfinishedLesson(items.map((item) => (item.slug === 'b' ? { ...item, isComplete: true } : item)))?.slug).toBe('c');
  });

  it('gives null when every lesson is complete, and for an empty course', () => {
    expect(nextUnfinishedLesson(items.map((item) => ({ ...item, isComplete: true })))).toBeNull();
    expect(nextUnfinishedLesson([])).toBeNull();
  });
});
