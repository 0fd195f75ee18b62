import { WHOLE_STYLESHEET_ATTRIBUTE } from '@academy/shared';

/** How long the app waits for a whole stylesheet that neither loaded nor reported a failure it could hear. */
const WHOLE_STYLESHEET_WAIT_MS = 3_000;

const settled = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    if (link.sheet) return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
    // A failure reported before this line is heard by no one: the wait ends it.
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, WHOLE_STYLESHEET_WAIT_MS);
  });

/**
 * Decision 075: a rendered page inlines only the rules its markup uses and links the whole
 * stylesheet for print, which the browser fetched while it parsed. Before the app draws anything of
 * its own (a signed-in header, a dialog, another screen), that link applies to the screen too: it
 * follows the inline rules, so where both hold a rule the whole stylesheet's order decides, as on a
 * page that had it all along. Switching its medium restyles the page once; a new link, or removing
 * this one, would restyle it again. Resolves once it loaded, or failed to, so a failed stylesheet
 * never stops the app.
 */
export function applyWholeStylesheet(document: Document): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${WHOLE_STYLESHEET_ATTRIBUTE}]`));
  return Promise.all(
    links.map((link) => {
      const loaded = settled(link);
      link.media = 'all';
      return loaded;
    }),
  ).then(() => undefined);
}
