import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Heading } from 'react-aria-components';
import { certificateLearnerNameSchema, type AdminCertificate, type CertificateLearnerName } from '@academy/shared';
import { InputField } from '../../../components/admin/fields';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormActions } from '../../../components/form-actions';
import { showToast } from '../../../lib/notifications';
import { useSetCertificateLearnerName } from '../api/set-certificate-learner-name';

/** Corrects the name a certificate was issued to (decision 052): its page and PDF then show the new one. */
export function LearnerNameDialog({ certificate, onClose }: { certificate: AdminCertificate; onClose: () => void }) {
  const rename = useSetCertificateLearnerName();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CertificateLearnerName>({
    resolver: zodResolver(certificateLearnerNameSchema),
    mode: 'onTouched',
    defaultValues: { learnerName: certificate.learnerName },
  });

  const onSubmit = (values: CertificateLearnerName) =>
    rename.mutate(
      { certificateId: certificate.certificateId, learnerName: values.learnerName },
      {
        onSuccess: (result) => {
          showToast(result.message, { type: 'success' });
          onClose();
        },
      },
    );

  return (
    <DialogFrame onClose={onClose}>
      <Heading slot="title" className="text-lg font-bold break-words text-gray-900">
        Correct the name on {certificate.title}
      </Heading>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-3 space-y-4">
        <p className="text-gray-700">The certificate&apos;s page and PDF will show this name. The change is audited.</p>
        <InputField
          label="Learner name"
          required
          autoComplete="off"
          registration={register('learnerName')}
          error={errors.learnerName?.message}
        />
        <FormActions submitLabel="Save name" onCancel={onClose} isPending={isSubmitting || rename.isPending} />
      </form>
    </DialogFrame>
  );
}
