/**
 * Shared look of buttons and button-like links, so links and buttons match across screens. Their focus
 * ring is the global :focus-visible outline (styles.css), whose colour follows the surface.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors disabled:opacity-60';

export const primaryButton = `${base} bg-brand text-white hover:bg-brand-strong`;
export const secondaryButton = `${base} border border-brand bg-white text-brand hover:bg-brand-soft`;
export const onDarkPrimaryButton = `${base} bg-white text-brand-strong hover:bg-brand-soft`;
export const onDarkSecondaryButton = `${base} border border-white/80 text-white hover:bg-white/10`;
export const dangerButton = `${base} bg-red-700 text-white hover:bg-red-800`;
export const quietButton = 'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand hover:bg-brand-soft';
