import { useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { splitCodeBlocks } from '../lib/code-blocks';
import { showToast } from '../lib/notifications';
import { RichText } from './rich-text';

function CodeBlock({ html, number }: { html: string; number: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(ref.current?.textContent ?? '').then(
      () => setCopied(true),
      () => showToast('The code could not be copied; select it and copy it by hand.', { type: 'warning' }),
    );
  return (
    <div className="relative">
      <div ref={ref}>
        <RichText html={html} />
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        onBlur={() => setCopied(false)}
        aria-label={copied ? `Code block ${number} copied` : `Copy code block ${number}`}
        className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 text-xs font-semibold text-gray-900 shadow hover:bg-brand-soft"
      >
        {copied ? <Check aria-hidden="true" className="h-3.5 w-3.5" /> : <Copy aria-hidden="true" className="h-3.5 w-3.5" />}
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

/** Rendered content (lesson, guide, lab instructions) with a copy button on every code block, to paste into a terminal or editor. */
export function CopyableRichText({ html, className = 'text-gray-800' }: { html: string; className?: string }) {
  const parts = splitCodeBlocks(html);
  const blockNumber = (index: number) => parts.slice(0, index + 1).filter((part) => part.kind !== 'html').length;
  return (
    <div className={`rich-text ${className}`}>
      {parts.map((part, index) =>
        part.kind === 'html' ? (
          <RichText key={index} html={part.html} />
        ) : (
          <CodeBlock key={index} html={part.html} number={blockNumber(index)} />
        ),
      )}
    </div>
  );
}
