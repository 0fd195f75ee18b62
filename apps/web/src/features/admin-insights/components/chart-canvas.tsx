import { useEffect, useRef } from 'react';
import { wrapLabel } from '../insights-format';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the pieces these charts use, so the rest of Chart.js stays out of the insights chunk.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export type Tone = 'brand' | 'accent' | 'strong';

const LABEL_LENGTH = 24;

export interface ChartSpec {
  kind: 'bar' | 'line';
  labels: string[];
  series: { label: string; values: (number | null)[]; tone: Tone }[];
  /** Bars along the vertical axis, for long item names. */
  horizontal?: boolean;
  /** The value axis's largest value (5 for stars, 100 for percentages); otherwise from the data. */
  max?: number;
  /** Suffix of the value axis's ticks, e.g. '%'. */
  unit?: string;
}

/** The portal's palette, read from the page so every chart follows the portal it is shown on. */
function palette(): Record<Tone, string> {
  const style = getComputedStyle(document.documentElement);
  const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { brand: colour('--brand', '#1d4ed8'), accent: colour('--brand-accent', '#38bdf8'), strong: colour('--brand-strong', '#1e3a8a') };
}

/**
 * One Chart.js chart on a canvas. The canvas is an image with a summary for screen readers; the
 * numbers themselves are in the table beside every chart. No animation: the chart is data, not motion.
 */
export function ChartCanvas({ spec, summary, height = 260 }: { spec: ChartSpec; summary: string; height?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const colours = palette();
    const valueAxis = {
      beginAtZero: true,
      max: spec.max,
      ticks: { precision: 0, callback: (value: string | number) => `${value}${spec.unit ?? ''}` },
    };
    // Long names wrap onto up to three lines on the axis (the table beside the chart has them whole).
    const categoryAxis = {
      ticks: {
        callback(this: { getLabelForValue(value: number): string }, value: string | number) {
          return wrapLabel(this.getLabelForValue(Number(value)), LABEL_LENGTH);
        },
      },
    };
    const chart = new Chart(canvas.current!, {
      type: spec.kind,
      data: {
        labels: spec.labels,
        datasets: spec.series.map((series) => ({
          label: series.label,
          data: series.values,
          backgroundColor: colours[series.tone],
          borderColor: colours[series.tone],
          spanGaps: true,
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        indexAxis: spec.horizontal ? 'y' : 'x',
        plugins: { legend: { display: spec.series.length > 1 } },
        scales: spec.horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      },
    });
    return () => chart.destroy();
  }, [spec]);
  return (
    <div className="relative" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
