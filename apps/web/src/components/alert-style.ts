import { DEFAULT_ALERT_ACTION_TEXT, DEFAULT_ALERT_ICON_COLOUR, type Alert } from '@academy/shared';

/** Spec: info blue, warning red, success green; DEFAULT_ALERT_ICON_COLOUR for anything else. */
export const ALERT_ICON_COLOURS: Record<Alert['level'], string> = {
  info: '#1d4ed8',
  warning: '#b91c1c',
  success: '#15803d',
};

export function alertIconColour(level: string): string {
  return ALERT_ICON_COLOURS[level as Alert['level']] ?? DEFAULT_ALERT_ICON_COLOUR;
}

export function alertActionText(alert: Pick<Alert, 'actionText'>): string {
  return alert.actionText?.trim() || DEFAULT_ALERT_ACTION_TEXT;
}
