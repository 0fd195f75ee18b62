import type {
  ChangeHandler,
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetValue,
} from 'react-hook-form';

/** Spec section 5: text inputs are trimmed when they lose focus. */
export function registerTrimmed<T extends FieldValues>(
  register: UseFormRegister<T>,
  setValue: UseFormSetValue<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
): UseFormRegisterReturn<Path<T>> {
  const field = register(name, options);
  const onBlur: ChangeHandler = (event) => {
    const value: unknown = event.target.value;
    if (typeof value === 'string' && value.trim() !== value) setValue(name, value.trim() as PathValue<T, Path<T>>, { shouldDirty: true });
    return field.onBlur(event);
  };
  return { ...field, onBlur };
}
