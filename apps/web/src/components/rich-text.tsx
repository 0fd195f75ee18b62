/** Renders HTML the API has already sanitised (and highlighted) at import time. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
