import { useMemo } from 'react';
import type { Insights, InsightsRange } from '@academy/shared';
import { downloadInsightsCsv } from '../api/download-insights-csv';
import { dayLabel, longDayLabel } from '../insights-format';
import { ChartCanvas, type ChartSpec } from './chart-canvas';
import { InsightCard } from './insight-card';
import { InsightTable } from './insight-table';

type Day = Insights['activityDays'][number];
type Week = Insights['activityWeeks'][number];

const sum = (days: Day[], pick: (day: Day) => number) => days.reduce((total, day) => total + pick(day), 0);

/** Active learners per day with the courses started and completed each day, and active learners per week. */
export function ActivityCards({ insights, range }: { insights: Insights; range: InsightsRange }) {
  const days = insights.activityDays;
  const daily = useMemo<ChartSpec>(
    () => ({
      kind: 'line',
      labels: days.map((day) => dayLabel(day.day)),
      series: [
        { label: 'Active learners', values: days.map((day) => day.activeLearners), tone: 'brand' },
        { label: 'Courses started', values: days.map((day) => day.coursesStarted), tone: 'accent' },
        { label: 'Courses completed', values: days.map((day) => day.coursesCompleted), tone: 'strong' },
      ],
    }),
    [days],
  );
  const weeks = insights.activityWeeks;
  const weekly = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      labels: weeks.map((week) => dayLabel(week.week)),
      series: [{ label: 'Active learners', values: weeks.map((week) => week.activeLearners), tone: 'brand' }],
    }),
    [weeks],
  );
  const busiest = days.reduce((best, day) => (day.activeLearners > best.activeLearners ? day : best), days[0]);
  return (
    <>
      <InsightCard
        title="Activity per day"
        description="Learners who started or completed a lesson or guide, answered a knowledge check, saved a favourite or sent feedback, and the courses started and completed each day."
        onDownload={() => void downloadInsightsCsv('activity-days', range).catch(() => undefined)}
        chart={
          <ChartCanvas
            spec={daily}
            summary={`Line chart of ${days.length} days: the most active day was ${longDayLabel(busiest.day)} with ${busiest.activeLearners} learners; ${sum(days, (day) => day.coursesStarted)} courses started and ${sum(days, (day) => day.coursesCompleted)} completed.`}
          />
        }
        table={
          <InsightTable<Day>
            caption="Activity per day"
            rows={days}
            rowKey={(day) => day.day}
            columns={[
              { header: 'Day', cell: (day) => longDayLabel(day.day) },
              { header: 'Active learners', cell: (day) => day.activeLearners, numeric: true },
              { header: 'Courses started', cell: (day) => day.coursesStarted, numeric: true },
              { header: 'Courses completed', cell: (day) => day.coursesCompleted, numeric: true },
            ]}
          />
        }
      />
      <InsightCard
        title="Active learners per week"
        description="Learners active at least once in each week (Monday to Sunday, UTC) that the range touches, counted over the whole week."
        onDownload={() => void downloadInsightsCsv('activity-weeks', range).catch(() => undefined)}
        chart={
          <ChartCanvas
            spec={weekly}
            summary={`Bar chart of ${weeks.length} weeks: ${weeks.map((week) => `${dayLabel(week.week)} ${week.activeLearners}`).join(', ')}.`}
          />
        }
        table={
          <InsightTable<Week>
            caption="Active learners per week"
            rows={weeks}
            rowKey={(week) => week.week}
            columns={[
              { header: 'Week starting', cell: (week) => longDayLabel(week.week) },
              { header: 'Active learners', cell: (week) => week.activeLearners, numeric: true },
            ]}
          />
        }
      />
    </>
  );
}
