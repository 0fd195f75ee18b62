import type { LabData } from '@academy/shared';
import { Download, Terminal } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import { RichText } from '../../../components/rich-text';
import { CopyableRichText } from '../../../components/copyable-rich-text';
import { downloadLabProject } from '../api/get-lab';

const VARIANT_LABEL = { starter: 'Starter project', solution: 'Solution' } as const;

/** The lab's starter project and solution, so the lab starts without any third-party generator. */
function Downloads({ lab, labUrl }: { lab: LabData; labUrl: string }) {
  if (lab.downloads.length === 0) return null;
  return (
    <section aria-labelledby="lab-downloads" className="mt-6 rounded-card border border-gray-200 bg-white p-5">
      <h2 id="lab-downloads" className="font-bold text-gray-900">
        Lab files
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {lab.downloads.map((file) => (
          <button
            key={file.variant}
            type="button"
            className={secondaryButton}
            // A refusal is reported by the API client; the page itself stays as it is.
            onClick={() => void downloadLabProject(labUrl, lab.lessonId, file.variant, file.fileName).catch(() => undefined)}
          >
            <Download aria-hidden="true" className="mr-2 h-4 w-4" />
            {VARIANT_LABEL[file.variant]}{' '}
            <span className="ml-1 text-sm text-gray-600">({Math.max(1, Math.round(file.sizeBytes / 1024))} KB zip)</span>
          </button>
        ))}
      </div>
    </section>
  );
}

function Requirements({ requirements }: { requirements: string[] }) {
  if (requirements.length === 0) return null;
  return (
    <section aria-labelledby="lab-requirements" className="mt-6 rounded-card border border-gray-200 bg-white p-5">
      <h2 id="lab-requirements" className="font-bold text-gray-900">
        What you need for this lab
      </h2>
      <ul className="mt-2 list-disc pl-5 text-gray-800">
        {requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec section 2: the lab layout, instructions beside the lab environment, or copyable commands and
 * how to run them locally. `complete` is the lesson's or guide's completion control.
 */
export function LabWorkspace({ lab, labUrl, complete }: { lab: LabData; labUrl: string; complete: ReactNode }) {
  if (lab.environmentUrl) {
    return (
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="lab-instructions" className="min-w-0 xl:max-h-[80vh] xl:overflow-y-auto xl:pr-2">
          <h2 id="lab-instructions" className="text-xl font-bold text-gray-900">
            Instructions
          </h2>
          <Requirements requirements={lab.requirements} />
          <Downloads lab={lab} labUrl={labUrl} />
          {lab.instructions && <RichText html={lab.instructions} className="mt-6 text-gray-800" />}
          {complete && <div className="mt-8">{complete}</div>}
        </section>
        <iframe
          src={lab.environmentUrl}
          title={`Lab environment: ${lab.title}`}
          className="h-[80vh] w-full rounded-card border border-gray-300 bg-white"
          allow="clipboard-read; clipboard-write"
        />
      </div>
    );
  }
  return (
    <div className="mt-6 max-w-4xl">
      <div role="note" data-testid="lab-local-run" className="flex gap-3 rounded-card border border-brand bg-brand-soft p-5 text-gray-900">
        <Terminal aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <p>{lab.localRunMessage}</p>
      </div>
      <Requirements requirements={lab.requirements} />
      <Downloads lab={lab} labUrl={labUrl} />
      {lab.instructions && (
        <section aria-labelledby="lab-instructions" className="mt-8">
          <h2 id="lab-instructions" className="text-xl font-bold text-gray-900">
            Instructions
          </h2>
          <div className="mt-4">
            <CopyableRichText html={lab.instructions} />
          </div>
        </section>
      )}
      {complete && <div className="mt-8">{complete}</div>}
    </div>
  );
}
