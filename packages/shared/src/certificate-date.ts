const ISSUE_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A certificate's date as the page and the PDF print it ("3 May 2026"): one language and the UTC
 * day, so the server's render, the browser's hydration and the PDF always agree.
 */
export const formatCertificateDate = (iso: string) => ISSUE_DATE.format(new Date(iso));
