interface OutlineItem {
  slug: string;
  type: string;
  isComplete?: boolean;
}

type Lesson<T extends OutlineItem> = T & { isComplete: boolean };

function isLesson<T extends OutlineItem>(item: T): item is Lesson<T> {
  return item.type !== 'module';
}

/** Where to continue: the first lesson not yet complete, skipping modules; null when all are done. */
export function nextUnfinishedLesson<T extends OutlineItem>(items: readonly T[]): Lesson<T> | null {
  return items.filter(isLesson).find((lesson) => !lesson.isComplete) ?? null;
}
