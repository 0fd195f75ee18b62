import type { Alert } from '@academy/shared';

/** Spec: info blue, warning red, success green; #005C8A for anything else. */
export const DEFAULT_ALERT_ICON_COLOUR = '#005C8A';
export const ALERT_ICON_COLOURS: Record<Alert['level'], string> = {
  info: '#1d4ed8',
  warning: '#b91c1c',
  success: '#15803d',
};

export function alertIconColour(level: string): string {
  return ALERT_ICON_COLOURS[level as Alert['level']] ?? DEFAULT_ALERT_ICON_COLOUR;
}

export const DEFAULT_ACTION_TEXT = 'click to know more';

export function alertActionText(alert: Pick<Alert, 'actionText'>): string {
  return alert.actionText?.trim() || DEFAULT_ACTION_TEXT;
}
