import type { Highlight } from '@academy/shared';

/** Text with the words that matched marked; parts are text, so content never reaches the page as markup. */
export function HighlightedText({ parts }: { parts: Highlight }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-yellow-100 px-0.5 font-semibold text-gray-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
