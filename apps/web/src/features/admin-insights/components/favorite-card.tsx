import { useMemo } from 'react';
import type { Insights, InsightsRange } from '@academy/shared';
import { downloadInsightsCsv } from '../api/download-insights-csv';
import { ChartCanvas, type ChartSpec } from './chart-canvas';
import { InsightCard, NothingYet } from './insight-card';
import { InsightTable } from './insight-table';

type Favorite = Insights['favorites'][number];

const CHARTED = 10;
const TYPE_LABELS: Record<Favorite['likeableType'], string> = { course: 'Course', lesson: 'Lesson', guide: 'Guide', path: 'Path' };

/** Favourites per course, lesson, guide and path: saved in the range (and still saved), and saved now. */
export function FavoriteCard({ favorites, range }: { favorites: Favorite[]; range: InsightsRange }) {
  const charted = useMemo(() => favorites.slice(0, CHARTED), [favorites]);
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      labels: charted.map((item) => item.title),
      series: [
        { label: 'Saved in the range', values: charted.map((item) => item.savedInRange), tone: 'brand' },
        { label: 'Saved now', values: charted.map((item) => item.savedNow), tone: 'accent' },
      ],
      horizontal: true,
    }),
    [charted],
  );
  return (
    <InsightCard
      title="Favourites"
      description={`Items saved as favourites in the range and still saved, and how many learners have each saved now; the chart shows the ${CHARTED} saved most.`}
      onDownload={() => void downloadInsightsCsv('favorites', range).catch(() => undefined)}
      chart={
        favorites.length === 0 ? (
          <NothingYet>Nothing is saved as a favourite yet.</NothingYet>
        ) : (
          <ChartCanvas
            spec={spec}
            height={Math.max(160, charted.length * 44)}
            summary={`Bar chart: ${charted.map((item) => `${item.title} ${item.savedInRange} in the range, ${item.savedNow} now`).join('; ')}.`}
          />
        )
      }
      table={
        <InsightTable<Favorite>
          caption="Favourites"
          rows={favorites}
          rowKey={(item) => `${item.likeableType}-${item.itemId}`}
          columns={[
            { header: 'Type', cell: (item) => TYPE_LABELS[item.likeableType] },
            { header: 'Item', cell: (item) => item.title },
            { header: 'Saved in range', cell: (item) => item.savedInRange, numeric: true },
            { header: 'Saved now', cell: (item) => item.savedNow, numeric: true },
          ]}
        />
      }
    />
  );
}
