import { useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { splitCodeBlocks } from '../lib/code-blocks';
import { splitDisclosure } from '../lib/disclosure';
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

/** Text and code blocks in order, the blocks numbered on from `firstNumber`. */
function CodeParts({ html, firstNumber }: { html: string; firstNumber: number }) {
  const parts = splitCodeBlocks(html);
  const blockNumber = (index: number) => firstNumber + parts.slice(0, index).filter((part) => part.kind !== 'html').length;
  return parts.map((part, index) =>
    part.kind === 'html' ? (
      <RichText key={index} html={part.html} />
    ) : (
      <CodeBlock key={index} html={part.html} number={blockNumber(index)} />
    ),
  );
}

const codeBlockCount = (html: string) => splitCodeBlocks(html).filter((part) => part.kind === 'code').length;

/**
 * Rendered content (lesson, guide, lab instructions) with a copy button on every code block, to paste into a
 * terminal or editor. A practice's feedback stays in its native disclosure, code blocks and all, so it opens
 * with a click or Enter and Space on its summary, without a script of ours.
 */
export function CopyableRichText({ html, className = 'text-gray-800' }: { html: string; className?: string }) {
  const disclosure = splitDisclosure(html);
  if (!disclosure) {
    return (
      <div className={`rich-text ${className}`}>
        <CodeParts html={html} firstNumber={1} />
      </div>
    );
  }
  const inBefore = codeBlockCount(disclosure.before);
  const inBody = codeBlockCount(disclosure.body);
  return (
    <div className={`rich-text ${className}`}>
      <CodeParts html={disclosure.before} firstNumber={1} />
      <details>
        <summary dangerouslySetInnerHTML={{ __html: disclosure.summary }} />
        <CodeParts html={disclosure.body} firstNumber={inBefore + 1} />
      </details>
      <CodeParts html={disclosure.after} firstNumber={inBefore + inBody + 1} />
    </div>
  );
}
