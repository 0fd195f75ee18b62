import { useMemo } from 'react';
import type { Insights, InsightsRange } from '@academy/shared';
import { downloadInsightsCsv } from '../api/download-insights-csv';
import { percent } from '../insights-format';
import { ChartCanvas, type ChartSpec } from './chart-canvas';
import { InsightCard, NothingYet } from './insight-card';
import { InsightTable } from './insight-table';

type Question = Insights['questions'][number];

/** The chart shows the questions failed most; the table lists every question answered. */
const CHARTED = 10;

const shortName = (question: Question) => `Q${question.questionIndex + 1} · ${question.lessonTitle.replace(/^Knowledge check:\s*/i, '')}`;

export function QuestionCard({ questions, range }: { questions: Question[]; range: InsightsRange }) {
  const charted = useMemo(() => questions.slice(0, CHARTED), [questions]);
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      labels: charted.map(shortName),
      series: [{ label: 'Answered right', values: charted.map((question) => Math.round((question.passRate ?? 0) * 100)), tone: 'brand' }],
      horizontal: true,
      max: 100,
      unit: '%',
    }),
    [charted],
  );
  return (
    <InsightCard
      title="Knowledge-check questions"
      description={`How often each question was answered right, over every attempt in the range; the chart shows the ${CHARTED} failed most.`}
      onDownload={() => void downloadInsightsCsv('questions', range).catch(() => undefined)}
      chart={
        questions.length === 0 ? (
          <NothingYet>No knowledge check was answered in this range.</NothingYet>
        ) : (
          <>
            {charted.every((question) => (question.passRate ?? 0) === 0) && (
              <p data-testid="questions-all-wrong" className="mb-2 text-sm font-semibold text-gray-800">
                No charted question was answered right in this range: every bar is at 0%.
              </p>
            )}
            <ChartCanvas
              spec={spec}
              height={Math.max(160, charted.length * 56)}
              summary={`Bar chart of the questions failed most: ${charted.map((question) => `${shortName(question)} ${percent(question.passRate)} right`).join('; ')}.`}
            />
          </>
        )
      }
      table={
        <InsightTable<Question>
          caption="Knowledge-check questions"
          rows={questions}
          rowKey={(question) => `${question.lessonId}-${question.questionIndex}`}
          columns={[
            { header: 'Check', cell: (question) => question.lessonTitle },
            { header: '#', cell: (question) => question.questionIndex + 1, numeric: true },
            { header: 'Question', cell: (question) => question.question },
            { header: 'Answered', cell: (question) => question.answered, numeric: true },
            { header: 'Right', cell: (question) => question.correct, numeric: true },
            { header: 'Pass rate', cell: (question) => percent(question.passRate), numeric: true },
          ]}
        />
      }
    />
  );
}
