import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { topicRequestFormSchema, type TopicRequestForm as TopicRequestValues } from '@academy/shared';
import type { z } from 'zod';
import { primaryButton } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { useRequestTopic } from '../api/request-topic';

/**
 * Asks the portal's team for a topic: the topic (often the search that found nothing) and optional
 * details. The shared schema checks it before the server does; after sending, the server's thanks
 * replaces the form, announced to screen readers.
 */
export default function TopicRequestForm({ initialTopic }: { initialTopic: string }) {
  const send = useRequestTopic();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TopicRequestValues, unknown, z.output<typeof topicRequestFormSchema>>({
    resolver: zodResolver(topicRequestFormSchema),
    mode: 'onTouched',
    defaultValues: { topic: initialTopic.slice(0, 200), details: '' },
  });

  if (send.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 font-semibold text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {send.data.message}
      </p>
    );
  }
  return (
    <form noValidate aria-label="Request a topic" onSubmit={handleSubmit((form) => send.mutate(form))} className="space-y-4">
      <FormField label="Topic" registration={register('topic')} error={errors.topic?.message} />
      <FormField
        label="What would you like to learn about it?"
        optional
        multiline
        registration={register('details')}
        error={errors.details?.message}
      />
      <button type="submit" disabled={send.isPending} className={primaryButton}>
        Request this topic
      </button>
    </form>
  );
}
