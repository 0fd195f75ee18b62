import { useMemo, useState } from 'react';
import type { Insights, InsightsFunnel, InsightsRange } from '@academy/shared';
import { PageSpinner } from '../../../components/spinner';
import { downloadInsightsCsv } from '../api/download-insights-csv';
import { useInsightsFunnel } from '../api/get-insights-funnel';
import { percent } from '../insights-format';
import { ChartCanvas, type ChartSpec } from './chart-canvas';
import { InsightCard, NothingYet } from './insight-card';
import { InsightTable } from './insight-table';

type Course = Insights['courses'][number];
type FunnelLesson = InsightsFunnel['lessons'][number];

function CompletionCard({ courses, range }: { courses: Course[]; range: InsightsRange }) {
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      labels: courses.map((course) => course.title),
      series: [
        { label: 'Started', values: courses.map((course) => course.started), tone: 'brand' },
        { label: 'Of those, completed', values: courses.map((course) => course.startedCompleted), tone: 'accent' },
      ],
      horizontal: true,
    }),
    [courses],
  );
  return (
    <InsightCard
      title="Completion per course"
      description="Learners whose first lesson of the course falls in the range, and how many of them have completed every lesson since."
      onDownload={() => void downloadInsightsCsv('courses', range).catch(() => undefined)}
      chart={
        <ChartCanvas
          spec={spec}
          height={Math.max(160, courses.length * 56)}
          summary={`Bar chart: ${courses.map((course) => `${course.title}, ${course.started} started, ${percent(course.completionRate)} completed`).join('; ')}.`}
        />
      }
      table={
        <InsightTable<Course>
          caption="Completion per course"
          rows={courses}
          rowKey={(course) => course.courseId}
          columns={[
            { header: 'Course', cell: (course) => course.title },
            { header: 'Started', cell: (course) => course.started, numeric: true },
            { header: 'Of those, completed', cell: (course) => course.startedCompleted, numeric: true },
            { header: 'Completion rate', cell: (course) => percent(course.completionRate), numeric: true },
            { header: 'Completed in range', cell: (course) => course.completed, numeric: true },
          ]}
        />
      }
    />
  );
}

function FunnelCard({ courses, range }: { courses: Course[]; range: InsightsRange }) {
  const [chosen, setChosen] = useState<string | undefined>();
  const courseId = chosen ?? courses.find((course) => course.started > 0)?.courseId ?? courses[0]?.courseId;
  const { data: funnel } = useInsightsFunnel(courseId, range);
  const lessons = funnel?.lessons;
  const spec = useMemo<ChartSpec | null>(
    () =>
      lessons
        ? {
            kind: 'bar',
            labels: lessons.map((lesson, index) => `${index + 1}. ${lesson.title}`),
            series: [
              { label: 'Started', values: lessons.map((lesson) => lesson.started), tone: 'brand' },
              { label: 'Completed', values: lessons.map((lesson) => lesson.completed), tone: 'accent' },
            ],
            horizontal: true,
          }
        : null,
    [lessons],
  );
  return (
    <InsightCard
      title="Lesson funnel"
      description="For the learners who started the course in the range: how many started and completed each lesson, in reading order. Where the bars drop, learners stop."
      onDownload={() => courseId && void downloadInsightsCsv('funnel', range, { courseId }).catch(() => undefined)}
      controls={
        <div className="mt-3 max-w-md">
          <label htmlFor="insights-funnel-course" className="block text-sm font-semibold text-gray-900">
            Course
          </label>
          <select
            id="insights-funnel-course"
            value={courseId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
          >
            {courses.map((course) => (
              <option key={course.courseId} value={course.courseId}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
      }
      chart={
        !funnel || !spec ? (
          <PageSpinner />
        ) : funnel.learners === 0 ? (
          <NothingYet>Nobody started {funnel.course.title} in this range.</NothingYet>
        ) : (
          <ChartCanvas
            spec={spec}
            height={Math.max(200, funnel.lessons.length * 44)}
            summary={`Bar chart of ${funnel.course.title} for ${funnel.learners} learners: ${funnel.lessons.map((lesson, index) => `lesson ${index + 1} ${lesson.started} started, ${lesson.completed} completed`).join('; ')}.`}
          />
        )
      }
      table={
        funnel && (
          <InsightTable<FunnelLesson>
            caption={`Lesson funnel of ${funnel.course.title} (${funnel.learners} learners)`}
            rows={funnel.lessons}
            rowKey={(lesson) => lesson.lessonId}
            columns={[
              { header: '#', cell: (lesson) => funnel.lessons.indexOf(lesson) + 1, numeric: true },
              { header: 'Lesson', cell: (lesson) => lesson.title },
              { header: 'Started', cell: (lesson) => lesson.started, numeric: true },
              { header: 'Completed', cell: (lesson) => lesson.completed, numeric: true },
              {
                header: 'Completed, of the learners',
                cell: (lesson) => percent(funnel.learners ? lesson.completed / funnel.learners : null),
                numeric: true,
              },
            ]}
          />
        )
      }
    />
  );
}

/** Completion rate per course, and the lesson funnel of one course. */
export function CourseCards({ insights, range }: { insights: Insights; range: InsightsRange }) {
  if (insights.courses.length === 0) return null;
  return (
    <>
      <CompletionCard courses={insights.courses} range={range} />
      <FunnelCard courses={insights.courses} range={range} />
    </>
  );
}
