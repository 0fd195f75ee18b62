import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Abilities, TokenCreate } from '@academy/shared';
import { primaryButton } from '../../../components/button-styles';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useAbilities } from '../api/get-abilities';
import { useGenerateToken } from '../api/generate-token';
import { InputField, RequiredFieldset, SelectField } from '../../../components/admin/fields';
import { emptyTokenForm, expiryOptions, tokenFormSchema, type TokenFormValues } from './token-form-values';

type OnCreated = (token: { name: string; value: string }) => void;

/** A name, the abilities the token opens and an expiry; the new token goes to `onCreated`, once. Shown once the abilities are in. */
export function TokenCreateForm({ onCreated }: { onCreated: OnCreated }) {
  const { data: abilities } = useAbilities();
  return abilities ? <TokenFields abilities={abilities} onCreated={onCreated} /> : null;
}

/** The form itself, once the server has said which abilities and lifetimes it allows. */
function TokenFields({ abilities, onCreated }: { abilities: Abilities; onCreated: OnCreated }) {
  const generate = useGenerateToken();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TokenFormValues, unknown, TokenCreate>({
    resolver: zodResolver(tokenFormSchema),
    mode: 'onTouched',
    defaultValues: emptyTokenForm(abilities.maxExpiresInDays),
  });

  const onSubmit = async (values: TokenCreate) => {
    try {
      const created = await generate.mutateAsync(values);
      onCreated({ name: values.name, value: created.message });
    } catch (error) {
      applyServerFieldErrors(error, ['name', 'abilities'], setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="new-token-heading"
      className="space-y-4 rounded-card border border-gray-200 bg-white p-6"
    >
      <h2 id="new-token-heading" className="text-xl font-bold text-gray-900">
        Create a token
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Name"
          required
          autoComplete="off"
          registration={register('name')}
          error={errors.name?.message}
          hint="What uses it, e.g. the content pipeline."
        />
        <SelectField
          label="Expires after"
          required
          registration={register('expiry')}
          options={expiryOptions(abilities.maxExpiresInDays)}
          hint={`Every token expires, after ${abilities.maxExpiresInDays} days at most.`}
        />
      </div>
      <RequiredFieldset legend="Abilities" error={errors.abilities?.message}>
        <ul className="mt-2 space-y-2">
          {abilities.result.map(({ ability, description }) => (
            <li key={ability}>
              <label className="flex cursor-pointer items-start gap-2 text-sm text-gray-900">
                <input type="checkbox" value={ability} className="mt-0.5 h-4 w-4 accent-brand" {...register('abilities')} />
                <span>
                  <span className="font-mono font-semibold">{ability}</span>
                  <span className="block text-gray-600">{description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </RequiredFieldset>
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        Create token
      </button>
    </form>
  );
}
