import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { alertIconColour } from './alert-style';

const ICONS = { info: Info, warning: TriangleAlert, success: CircleCheck } as const;

/** The icon of an alert level in its colour: info blue, warning red, success green. */
export function AlertLevelIcon({ level, className = 'h-5 w-5' }: { level: string; className?: string }) {
  const Icon = ICONS[level as keyof typeof ICONS] ?? Info;
  return <Icon aria-hidden="true" className={`shrink-0 ${className}`} style={{ color: alertIconColour(level) }} />;
}
