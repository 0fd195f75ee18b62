import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { contactFormSchema, type ContactForm } from '@academy/shared';
import type { z } from 'zod';
import { primaryButton } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { showMessageModal } from '../../../lib/notifications';
import { usePageTitle } from '../../../lib/use-page-title';
import { brand } from '../../../tenants';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactForm = { name: '', email: '', subject: '', message: '' };

export default function ContactPage() {
  usePageTitle('Contact');
  const send = useSendContactMessage();
  // The pro page links here with its subject filled in.
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof contactFormSchema>, unknown, ContactForm>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY, subject: params.get('subject')?.slice(0, 200) ?? '' },
  });

  // Spec section 7: the server's own message tells the visitor the message went out; a failure keeps the text.
  const onSubmit = (form: ContactForm) =>
    send.mutate(form, {
      onSuccess: ({ message }) => {
        reset(EMPTY);
        showMessageModal({ type: 'success', message });
      },
    });

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Contact</h1>
      <p className="mt-3 text-gray-700">
        Questions about {brand.academyName}, a topic you miss or a problem with a lesson? Write to the team.
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-8 space-y-5 rounded-card border border-gray-200 bg-white p-6">
        <p className="text-sm text-gray-600">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        <FormField label="Name" autoComplete="name" registration={register('name')} error={errors.name?.message} />
        <FormField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
        <FormField label="Subject" registration={register('subject')} error={errors.subject?.message} />
        <FormField label="Message" multiline registration={register('message')} error={errors.message?.message} />
        <button type="submit" disabled={send.isPending} className={primaryButton}>
          Send message
        </button>
      </form>
    </div>
  );
}
