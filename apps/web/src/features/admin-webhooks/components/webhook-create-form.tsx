import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS, webhookCreateSchema, type WebhookCreate } from '@academy/shared';
import { primaryButton } from '../../../components/button-styles';
import { InputField, RequiredFieldset } from '../../../components/admin/fields';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useCreateWebhook } from '../api/create-webhook';

type OnCreated = (endpoint: { url: string; secret: string }) => void;

/** An address, the events it receives and a note; the signing secret goes to `onCreated`, once. */
export function WebhookCreateForm({ onCreated }: { onCreated: OnCreated }) {
  const create = useCreateWebhook();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookCreate, unknown, WebhookCreate>({
    resolver: zodResolver(webhookCreateSchema),
    mode: 'onTouched',
    defaultValues: { url: '', events: [], description: '' },
  });

  const onSubmit = async (values: WebhookCreate) => {
    try {
      const created = await create.mutateAsync(values);
      onCreated({ url: created.endpoint.url, secret: created.secret });
    } catch (error) {
      applyServerFieldErrors(error, ['url', 'events', 'description'], setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="new-webhook-heading"
      className="space-y-4 rounded-card border border-gray-200 bg-white p-6"
    >
      <h2 id="new-webhook-heading" className="text-xl font-bold text-gray-900">
        Add an endpoint
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Address"
          type="url"
          required
          autoComplete="off"
          placeholder="https://hr.example.com/academy-events"
          registration={register('url')}
          error={errors.url?.message}
          hint="An https address of the receiving system."
        />
        <InputField
          label="Description"
          autoComplete="off"
          registration={register('description')}
          error={errors.description?.message}
          hint="What receives them, e.g. the HR system."
        />
      </div>
      <RequiredFieldset legend="Events" error={errors.events?.message}>
        <ul className="mt-2 space-y-2">
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <label className="flex cursor-pointer items-start gap-2 text-sm text-gray-900">
                <input type="checkbox" value={event} className="mt-0.5 h-4 w-4 accent-brand" {...register('events')} />
                <span>
                  <span className="font-mono font-semibold">{event}</span>
                  <span className="block text-gray-600">{WEBHOOK_EVENT_DESCRIPTIONS[event]}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </RequiredFieldset>
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        Add endpoint
      </button>
    </form>
  );
}
