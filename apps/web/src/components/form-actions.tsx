import { primaryButton, secondaryButton } from './button-styles';

interface FormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  /** While the submission is on its way the submit button is disabled, so it is sent once. */
  isPending?: boolean;
  className?: string;
}

/** The Cancel and submit buttons that end a dialog's form. */
export function FormActions({
  submitLabel,
  onCancel,
  isPending = false,
  className = 'flex flex-wrap justify-end gap-3',
}: FormActionsProps) {
  return (
    <div className={className}>
      <button type="button" onClick={onCancel} className={secondaryButton}>
        Cancel
      </button>
      <button type="submit" disabled={isPending} className={primaryButton}>
        {submitLabel}
      </button>
    </div>
  );
}
