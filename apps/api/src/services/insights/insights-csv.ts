import type { Insights, InsightsFunnel, InsightsReport } from '@academy/shared';
import { csvCell } from '../audit/audit-csv';

/** RFC 4180 CSV with a header row; cells guarded against spreadsheet formulas (csvCell). */
export function csvTable(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

type ChartReport = Exclude<InsightsReport, 'funnel' | 'learners'>;

/** The table behind one chart of the screen, as the screen shows it. */
export function chartCsv(report: ChartReport, insights: Insights): string {
  switch (report) {
    case 'activity-days':
      return csvTable(
        ['day', 'activeLearners', 'coursesStarted', 'coursesCompleted'],
        insights.activityDays.map((row) => [row.day, row.activeLearners, row.coursesStarted, row.coursesCompleted]),
      );
    case 'activity-weeks':
      return csvTable(
        ['weekStarting', 'activeLearners'],
        insights.activityWeeks.map((row) => [row.week, row.activeLearners]),
      );
    case 'courses':
      return csvTable(
        ['course', 'slug', 'started', 'startedAndCompleted', 'completed', 'completionRate'],
        insights.courses.map((row) => [row.title, row.slug, row.started, row.startedCompleted, row.completed, row.completionRate]),
      );
    case 'questions':
      return csvTable(
        ['course', 'knowledgeCheck', 'questionNumber', 'question', 'answered', 'correct', 'passRate'],
        insights.questions.map((row) => [
          row.courseTitle,
          row.lessonTitle,
          row.questionIndex + 1,
          row.question,
          row.answered,
          row.correct,
          row.passRate,
        ]),
      );
    case 'rating-days':
      return csvTable(
        ['day', 'ratings', 'averageRating'],
        insights.ratingDays.map((row) => [row.day, row.ratings, row.averageRating]),
      );
    case 'favorites':
      return csvTable(
        ['type', 'item', 'savedInRange', 'savedNow'],
        insights.favorites.map((row) => [row.likeableType, row.title, row.savedInRange, row.savedNow]),
      );
  }
}

export function funnelCsv(funnel: InsightsFunnel): string {
  return csvTable(
    ['position', 'lesson', 'type', 'started', 'completed'],
    funnel.lessons.map((lesson, index) => [index + 1, lesson.title, lesson.type, lesson.started, lesson.completed]),
  );
}
