import { Globe } from 'lucide-react';

interface Socials {
  github?: string;
  linkedin?: string;
  x?: string;
  website?: string;
}

const LABELS: Record<keyof Socials, string> = { linkedin: 'LinkedIn', x: 'X', github: 'GitHub', website: 'Website' };

export function InstructorSocials({ name, socials }: { name: string; socials: Socials }) {
  const links = (Object.keys(LABELS) as (keyof Socials)[]).filter((key) => socials[key]);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${name} elsewhere`}>
      {links.map((key) => (
        <li key={key}>
          <a
            href={socials[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 py-1 text-sm font-medium text-gray-800 hover:border-brand hover:text-brand"
          >
            {key === 'website' && <Globe aria-hidden="true" className="h-4 w-4" />}
            {LABELS[key]}
            <span className="sr-only"> of {name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
