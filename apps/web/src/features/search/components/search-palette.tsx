import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { SEARCH_QUERY_MAX } from '@academy/shared';
import { ArrowRight, Lock, Search } from 'lucide-react';
import { Heading } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { DialogFrame } from '../../../components/dialog-frame';
import { useSearch } from '../api/search-content';
import { HighlightedText } from './highlight';
import { KIND_LABELS, resultsSentence } from './search-kinds';

const SHOWN = 8;
/** Wait for a pause in typing before asking the server. */
const TYPING_PAUSE_MS = 150;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The command palette (Ctrl/Cmd-K, `/`): a combobox whose options are the best results. Focus stays
 * in the field; arrows move through the options, Enter opens one, Escape closes. The number of
 * results is announced after each search.
 */
export default function SearchPalette({ initialQuery, onClose }: { initialQuery: string; onClose: () => void }) {
  const [text, setText] = useState(initialQuery);
  const q = useSettled(text.trim());
  const { data, isError } = useSearch({ q, pageSize: SHOWN });
  // The cursor belongs to one answer: a new answer starts it on its first option again.
  const answerKey = `${q}\u0000${data?.query ?? ''}\u0000${data?.correctedQuery ?? ''}`;
  const [cursor, setCursor] = useState({ answerKey, index: 0 });
  const active = cursor.answerKey === answerKey ? cursor.index : 0;
  const setActive = (index: number) => setCursor({ answerKey, index });
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const hits = q && data ? data.results : [];
  const options = q ? [...hits.map((hit) => ({ href: hit.href, hit })), { href: `/search?q=${encodeURIComponent(q)}`, hit: null }] : [];

  const open = (href: string) => {
    onClose();
    void navigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[Math.min(active, options.length - 1)].href);
    }
  };

  const status = !q
    ? 'Type to search; arrows move through the results, Enter opens one.'
    : isError
      ? 'The search failed; please try again.'
      : data
        ? resultsSentence(data.total, data.query, data.correctedQuery)
        : '';

  return (
    <DialogFrame onClose={onClose} panelClassName="max-w-2xl self-start mt-[8vh] overflow-hidden">
      <Heading slot="title" className="sr-only">
        Search
      </Heading>
      <div className="flex items-center gap-3 border-b border-gray-200 px-4">
        <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-gray-500" />
        <input
          type="text"
          role="combobox"
          aria-label="Search courses, lessons, guides, paths and instructors"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(Math.min(active, options.length - 1)) : undefined}
          autoFocus
          maxLength={SEARCH_QUERY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search courses, lessons, guides…"
          className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none"
        />
        <kbd className="hidden rounded border border-gray-300 px-1.5 text-xs text-gray-600 desk:inline">Esc</kbd>
      </div>
      <p role="status" aria-live="polite" className="px-4 pt-3 text-xs text-gray-600">
        {status}
      </p>
      <ul id={listId} role="listbox" aria-label="Search results" className="max-h-[60vh] overflow-y-auto p-2">
        {options.map((option, index) => {
          const selected = index === active;
          const kind = option.hit ? KIND_LABELS[option.hit.kind] : null;
          const Icon = kind?.icon ?? ArrowRight;
          return (
            <li
              key={option.href}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              onMouseMove={() => setActive(index)}
              // Pressing keeps the focus in the field, as a combobox's options never take it.
              onMouseDown={(event) => {
                event.preventDefault();
                open(option.href);
              }}
              className={`flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 ${selected ? 'bg-brand-soft ring-2 ring-brand' : ''}`}
            >
              <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
              {option.hit ? (
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-gray-900">
                    <HighlightedText parts={option.hit.title} />
                    {option.hit.lock && <Lock aria-label=" (locked)" className="ml-1.5 inline h-3.5 w-3.5 text-gray-600" />}
                  </span>
                  <span className="block truncate text-xs text-gray-600">
                    {kind?.one}
                    {option.hit.courseTitle ? ` · ${option.hit.courseTitle}` : ''}
                  </span>
                </span>
              ) : (
                <span className="font-semibold text-brand-strong">See all results for “{q}”</span>
              )}
            </li>
          );
        })}
      </ul>
    </DialogFrame>
  );
}
