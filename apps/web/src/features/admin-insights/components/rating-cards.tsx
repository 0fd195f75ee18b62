import { useMemo } from 'react';
import type { Insights, InsightsRange } from '@academy/shared';
import { downloadInsightsCsv } from '../api/download-insights-csv';
import { dayLabel, longDayLabel, stars } from '../insights-format';
import { ChartCanvas, type ChartSpec } from './chart-canvas';
import { InsightCard, NothingYet } from './insight-card';
import { InsightTable } from './insight-table';

type RatingDay = Insights['ratingDays'][number];
type RatingCourse = Insights['ratingCourses'][number];

/** Survey star ratings: the average per day, and per course (ratings given on a course's pages). */
export function RatingCards({ insights, range }: { insights: Insights; range: InsightsRange }) {
  const days = insights.ratingDays;
  const rated = useMemo(() => days.filter((day) => day.ratings > 0), [days]);
  const daily = useMemo<ChartSpec>(
    () => ({
      kind: 'line',
      labels: days.map((day) => dayLabel(day.day)),
      series: [{ label: 'Average rating', values: days.map((day) => day.averageRating), tone: 'brand' }],
      max: 5,
    }),
    [days],
  );
  const courses = insights.ratingCourses;
  const perCourse = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      labels: courses.map((course) => course.title),
      series: [{ label: 'Average rating', values: courses.map((course) => course.averageRating), tone: 'brand' }],
      horizontal: true,
      max: 5,
    }),
    [courses],
  );
  return (
    <>
      <InsightCard
        title="Ratings over time"
        description={`Survey ratings (1 to 5 stars) given each day: ${insights.totals.ratings} in the range, ${stars(insights.totals.averageRating)} on average.`}
        onDownload={() => void downloadInsightsCsv('rating-days', range).catch(() => undefined)}
        chart={
          rated.length === 0 ? (
            <NothingYet>No rating was given in this range.</NothingYet>
          ) : (
            <ChartCanvas
              spec={daily}
              summary={`Line chart of the average rating on the ${rated.length} days with ratings: ${rated.map((day) => `${dayLabel(day.day)} ${stars(day.averageRating)}`).join(', ')}.`}
            />
          )
        }
        table={
          <InsightTable<RatingDay>
            caption="Ratings over time"
            rows={rated}
            rowKey={(day) => day.day}
            columns={[
              { header: 'Day', cell: (day) => longDayLabel(day.day) },
              { header: 'Ratings', cell: (day) => day.ratings, numeric: true },
              { header: 'Average', cell: (day) => stars(day.averageRating), numeric: true },
            ]}
          />
        }
      />
      <InsightCard
        title="Ratings per course"
        description="Survey ratings given on a course's pages (its lessons or its conclusion) in the range."
        onDownload={() => void downloadInsightsCsv('rating-courses', range).catch(() => undefined)}
        chart={
          courses.length === 0 ? (
            <NothingYet>No course was rated in this range.</NothingYet>
          ) : (
            <ChartCanvas
              spec={perCourse}
              height={Math.max(140, courses.length * 48)}
              summary={`Bar chart: ${courses.map((course) => `${course.title} ${stars(course.averageRating)} from ${course.ratings} ratings`).join('; ')}.`}
            />
          )
        }
        table={
          <InsightTable<RatingCourse>
            caption="Ratings per course"
            rows={courses}
            rowKey={(course) => course.courseId}
            columns={[
              { header: 'Course', cell: (course) => course.title },
              { header: 'Ratings', cell: (course) => course.ratings, numeric: true },
              { header: 'Average', cell: (course) => stars(course.averageRating), numeric: true },
            ]}
          />
        }
      />
    </>
  );
}
