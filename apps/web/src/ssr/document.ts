import { SERVER_STATE_ID } from '../lib/server-state';

export interface DocumentParts {
  head: string;
  tenantId: string;
  body: string;
  state: string;
}

/**
 * Puts a render into the built index.html: the head tags replace its placeholders (title,
 * description, icon), the page goes into #root and the state follows it once, as JSON.
 */
export function composeDocument(template: string, parts: DocumentParts): string {
  return template
    .replace(/<html lang="en">/, `<html lang="en" data-tenant="${parts.tenantId}">`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<link rel="icon"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => parts.head)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${parts.body}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${parts.state}</script>`,
    );
}
