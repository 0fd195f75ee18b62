import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileUpdateSchema, type ProfileUpdate, type UserDetails } from '@academy/shared';
import { primaryButton } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/notifications';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';

const FIELDS = ['firstName', 'lastName'] as const;

export function ProfileForm({ user }: { user: UserDetails }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = async (values: ProfileUpdate) => {
    try {
      await updateProfile.mutateAsync(values);
      showToast('Updated', { type: 'success' });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="profile-heading"
      className="space-y-5 rounded-card border border-gray-200 bg-white p-6"
    >
      <h2 id="profile-heading" className="text-xl font-bold text-gray-900">
        Name
      </h2>
      <FormField label="First name" autoComplete="given-name" registration={register('firstName')} error={errors.firstName?.message} />
      <FormField label="Last name" autoComplete="family-name" registration={register('lastName')} error={errors.lastName?.message} />
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        Save name
      </button>
    </form>
  );
}
