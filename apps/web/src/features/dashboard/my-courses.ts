interface CourseProgress {
  completedLesson: number;
  lessonsCount: number;
}

/** Spec section 3: a started course is completed when every lesson is, otherwise in progress. */
export function splitMyCourses<T extends CourseProgress>(courses: readonly T[]): { inProgress: T[]; completed: T[] } {
  const completed = courses.filter((course) => course.lessonsCount > 0 && course.completedLesson >= course.lessonsCount);
  return { inProgress: courses.filter((course) => !completed.includes(course)), completed };
}
