import { useMemo } from 'react';
import type { Insights, InsightsRange } from '@academy/shared';
import { brand } from '../../../tenants';
import { downloadInsightsCsv } from '../api/download-insights-csv';
import { dayLabel, longDayLabel, stars } from '../insights-format';
import { ChartCanvas, type ChartSpec } from './chart-canvas';
import { InsightCard, NothingYet } from './insight-card';
import { InsightTable } from './insight-table';

type RatingDay = Insights['ratingDays'][number];

/** The survey's stars, the portal's site rating (decision 060): the average per day, never per course. */
export function SiteRatingCard({ insights, range }: { insights: Insights; range: InsightsRange }) {
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
  return (
    <InsightCard
      title="Site rating over time"
      description={`The survey's stars (1 to 5) rate ${brand.academyName} as a whole, whatever page they were sent from, never a course or lesson: ${insights.totals.ratings} in the range, ${stars(insights.totals.averageRating)} on average.`}
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
          caption="Site rating over time"
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
  );
}
