/** Spec: an alert's link text when it has none, and the icon colour of an unknown level. Zod-free: the banner is on every page. */
export const DEFAULT_ALERT_ACTION_TEXT = 'click to know more';
export const DEFAULT_ALERT_ICON_COLOUR = '#005C8A';
