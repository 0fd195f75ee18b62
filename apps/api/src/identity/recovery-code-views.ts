import type { TenantId } from '@academy/shared';
import { escapeHtml, page } from './views';

/** "Use a recovery code" (decision 052): the password and a recovery code, for someone whose passkey is lost. */
export function recoveryCodePage(tenantId: TenantId, uid: string, values: { email?: string; error?: string } = {}): string {
  const invalid = values.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  return page(
    tenantId,
    'Sign in with a recovery code',
    `<h1>Sign in with a recovery code</h1>
${values.error ? `<div class="error" role="alert" id="form-error">${escapeHtml(values.error)}</div>` : ''}
<p>Lost your passkey? Sign in with your password and one of the recovery codes you saved. Each code works once.</p>
<form method="post" action="/identity/interaction/${escapeHtml(uid)}/recovery" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(values.email ?? '')}"${invalid} autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<label for="code">Recovery code</label>
<input id="code" name="code" type="text" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" required>
<button type="submit">Sign in</button>
</form>
<p class="switch"><a href="/identity/interaction/${escapeHtml(uid)}">Back to sign in</a></p>`,
  );
}

/** After a recovery code signed in: how many are left, and the link that finishes the sign-in. */
export function recoveryCodeUsedPage(tenantId: TenantId, values: { left: number; continueTo: string }): string {
  const left =
    values.left === 0
      ? 'That was your last recovery code: add a passkey and make new codes on your security page (My Account, Passkeys).'
      : `That code is used up. You have ${values.left} recovery ${values.left === 1 ? 'code' : 'codes'} left.`;
  return page(
    tenantId,
    'Signed in with a recovery code',
    `<h1>Signed in with a recovery code</h1>
<p role="status">${escapeHtml(left)}</p>
<p>If your passkey is lost, remove it on your security page and add a new one.</p>
<p><a href="${escapeHtml(values.continueTo)}">Continue to the academy</a></p>`,
  );
}
