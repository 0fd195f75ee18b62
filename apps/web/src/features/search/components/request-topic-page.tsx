import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { brand } from '../../../tenants';
import TopicRequestForm from './topic-request-form';

/** /request-topic: ask the team for a topic, from the courses page's prompt or a search (`?topic=` fills it in). */
export default function RequestTopicPage() {
  usePageTitle('Request a topic');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Request a topic</h1>
      <p className="mt-3 text-gray-700">{brand.missingTopicPrompt} The team reads every request when deciding what to write next.</p>
      <div className="mt-8 rounded-card border border-gray-200 bg-white p-6">
        <TopicRequestForm initialTopic={params.get('topic') ?? ''} />
      </div>
    </div>
  );
}
