import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { primaryButton } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { showMessageModal } from '../../../lib/notifications';
import { usePageTitle } from '../../../lib/use-page-title';
import { brand } from '../../../tenants';
import { contactSchema, type ContactForm } from './contact-schema';

export default function ContactPage() {
  usePageTitle('Contact');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactForm>({ resolver: zodResolver(contactSchema), mode: 'onTouched' });

  // Sending arrives with the mail service; until then say plainly that nothing was sent.
  const onSubmit = () =>
    showMessageModal({
      type: 'danger',
      message: 'Sending messages from this form is not available yet, so nothing was sent. Your message is still in the form.',
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
        <button type="submit" className={primaryButton}>
          Send message
        </button>
      </form>
    </div>
  );
}
