import { PASSWORD_MIN_LENGTH, PORTAL_BRANDS, VERIFICATION_CODE_LENGTH, type TenantId } from '@academy/shared';
import type { PasswordLinkPurpose } from '../services/accounts/password-links';
import { PASSKEY_SCRIPT_PATH } from './passkey-script';
import { RECOVERY_CODE_COUNT } from './recovery-codes';

/**
 * The embedded provider's own pages (sign in, create account, sign out, errors): plain HTML forms
 * that work without JavaScript, labelled for assistive technology and styled per portal.
 */

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function page(tenantId: TenantId, title: string, body: string): string {
  const brand = PORTAL_BRANDS[tenantId];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${brand.academyName}</title>
<style>
:root { --brand: ${brand.colour}; color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f5f7; color: #1f2328; }
header { background: var(--brand); color: #fff; padding: 1rem 1.5rem; font-weight: 700; font-size: 1.125rem; display: flex; align-items: center; gap: .6rem; }
header .mark svg { display: block; width: 1.75rem; height: 1.75rem; }
main { max-width: 26rem; margin: 2.5rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
@media (max-width: 700px) { main { margin: 0; border-radius: 0; box-shadow: none; min-height: calc(100vh - 3.25rem); } }
h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
h2 { font-size: 1.125rem; margin: 1.75rem 0 .5rem; }
#recovery-list { font-family: ui-monospace, monospace; font-size: 1.05rem; }
label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
input { width: 100%; padding: .65rem .75rem; font: inherit; border: 1px solid #8c959f; border-radius: 8px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
button { margin-top: 1.5rem; width: 100%; padding: .75rem; font: inherit; font-weight: 600; color: #fff; background: var(--brand); border: 0; border-radius: 8px; cursor: pointer; }
button.secondary { margin-top: 1rem; color: var(--brand); background: #fff; border: 2px solid var(--brand); }
button[hidden] { display: none; }
.error { background: #fff1f0; border: 1px solid #cf222e; color: #82071e; border-radius: 8px; padding: .75rem; margin-bottom: 1rem; }
.hint { color: #57606a; font-size: .875rem; margin: .35rem 0 0; }
p.switch { margin-top: 1.5rem; text-align: center; }
a { color: var(--brand); font-weight: 600; }
</style>
</head>
<body>
<header><span class="mark" aria-hidden="true">${brand.markSvg}</span>${brand.academyName}</header>
<main>
${body}
</main>
</body>
</html>`;
}

const errorBox = (message?: string) => (message ? `<div class="error" role="alert" id="form-error">${escapeHtml(message)}</div>` : '');

/** The way back from the provider's pages to the academy that sent the visitor (its origin), or none when unknown. */
const backToAcademy = (origin?: string) => (origin ? `<p class="switch"><a href="${escapeHtml(origin)}/">Back to the academy</a></p>` : '');

export function signInPage(tenantId: TenantId, uid: string, values: { email?: string; error?: string; origin?: string } = {}): string {
  return page(
    tenantId,
    'Sign in',
    `<h1>Sign in</h1>
${errorBox(values.error)}
<form method="post" action="/identity/interaction/${escapeHtml(uid)}/login" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(values.email ?? '')}"${values.error ? ' aria-describedby="form-error" aria-invalid="true"' : ''} autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="switch"><a href="/identity/forgot-password?interaction=${escapeHtml(uid)}">Forgot password?</a></p>
${passkeySignIn(uid)}
<p class="switch"><a href="/identity/interaction/${escapeHtml(uid)}/recovery">Lost your passkey? Use a recovery code</a></p>
<p class="switch">New here? <a href="/identity/interaction/${escapeHtml(uid)}/register">Create your free account</a></p>
${backToAcademy(values.origin)}`,
  );
}

/**
 * "Use a passkey" (decision 047): the button shows once the script finds WebAuthn, and posts
 * the authenticator's answer in this form.
 */
const passkeySignIn = (uid: string) =>
  `<form id="passkey-form" method="post" action="/identity/interaction/${escapeHtml(uid)}/passkey" data-options="/identity/interaction/${escapeHtml(uid)}/passkey-options">
<input type="hidden" name="response">
<button type="button" class="secondary" id="passkey-sign-in" hidden>Use a passkey</button>
</form>
<p class="hint" id="passkey-status" role="status"></p>
<script src="${PASSKEY_SCRIPT_PATH}" defer></script>`;

/** Back to the sign-in the person came from, or a new one from the academy. */
const backToSignIn = (interaction?: string) =>
  `<p class="switch"><a href="${interaction ? `/identity/interaction/${escapeHtml(interaction)}` : '/auth'}">Back to sign in</a></p>`;

/** "Forgot password?": the address to mail a reset link to (decision 043). */
export function forgotPasswordPage(tenantId: TenantId, values: { email?: string; interaction?: string; error?: string } = {}): string {
  return page(
    tenantId,
    'Reset your password',
    `<h1>Reset your password</h1>
${errorBox(values.error)}
<p>Enter the e-mail address of your account. We will send you a link to choose a new password.</p>
<form method="post" action="/identity/forgot-password" novalidate>
${values.interaction ? `<input type="hidden" name="interaction" value="${escapeHtml(values.interaction)}">` : ''}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(values.email ?? '')}"${values.error ? ' aria-describedby="form-error" aria-invalid="true"' : ''} autofocus>
<button type="submit">Send link</button>
</form>
${backToSignIn(values.interaction)}`,
  );
}

/** The answer to every valid reset request, whether or not the address has an account here. */
export function resetRequestedPage(tenantId: TenantId, values: { email: string; validMinutes: number; interaction?: string }): string {
  return page(
    tenantId,
    'Check your e-mail',
    `<h1>Check your e-mail</h1>
<p>If <strong>${escapeHtml(values.email)}</strong> has an account here, we sent it a link to choose a new password. The link works once, within ${values.validMinutes} minutes.</p>
<p class="hint">No message? Check the address and your spam folder, or ask again in a few minutes.</p>
${backToSignIn(values.interaction)}`,
  );
}

export function registerPage(
  tenantId: TenantId,
  uid: string,
  values: { email?: string; firstName?: string; lastName?: string; error?: string } = {},
): string {
  return page(
    tenantId,
    'Create your account',
    `<h1>Create your account</h1>
${errorBox(values.error)}
<form method="post" action="/identity/interaction/${escapeHtml(uid)}/register" novalidate>
<label for="firstName">First name</label>
<input id="firstName" name="firstName" autocomplete="given-name" required maxlength="60" value="${escapeHtml(values.firstName ?? '')}" autofocus>
<label for="lastName">Last name</label>
<input id="lastName" name="lastName" autocomplete="family-name" required maxlength="60" value="${escapeHtml(values.lastName ?? '')}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="200" aria-describedby="password-hint">
<p class="hint" id="password-hint">At least 10 characters.</p>
<label for="passwordConfirmation">Confirm password</label>
<input id="passwordConfirmation" name="passwordConfirmation" type="password" autocomplete="new-password" required maxlength="200">
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/identity/interaction/${escapeHtml(uid)}">Sign in</a></p>`,
  );
}

/**
 * After a sign-up: the same page whether the address was new or taken (decision 014). The code
 * confirms the attempt named by `verificationId`, and signs the person in.
 */
export function signUpCodePage(tenantId: TenantId, uid: string, values: { email: string; verificationId: string; error?: string }): string {
  return page(
    tenantId,
    'Check your e-mail',
    `<h1>Check your e-mail</h1>
${errorBox(values.error)}
<p>We sent a message to <strong>${escapeHtml(values.email)}</strong>. Enter the ${VERIFICATION_CODE_LENGTH}-digit code from it to confirm the address and finish creating your account.</p>
<p class="hint">If the message says the address already has an account, sign in instead.</p>
<form method="post" action="/identity/interaction/${escapeHtml(uid)}/verify" novalidate>
<input type="hidden" name="verification" value="${escapeHtml(values.verificationId)}">
<input type="hidden" name="email" value="${escapeHtml(values.email)}">
<label for="code">Code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{${VERIFICATION_CODE_LENGTH}}" maxlength="${VERIFICATION_CODE_LENGTH}" required${values.error ? ' aria-describedby="form-error" aria-invalid="true"' : ''} autofocus>
<button type="submit">Confirm</button>
</form>
<p class="switch">No message? <a href="/identity/interaction/${escapeHtml(uid)}/register">Start again</a> or <a href="/identity/interaction/${escapeHtml(uid)}">sign in</a></p>`,
  );
}

/**
 * A password link's page: the account's address, and a new password for it. An operator's link sets
 * the first password (decision 037), a mailed one replaces a forgotten one (decision 043).
 */
export function setPasswordPage(
  tenantId: TenantId,
  values: { token: string; email: string; purpose: PasswordLinkPurpose; error?: string },
): string {
  const title = values.purpose === 'reset' ? 'Choose a new password' : 'Set your password';
  const intro =
    values.purpose === 'reset'
      ? `Choose a new password for <strong>${escapeHtml(values.email)}</strong>. This link works once, and the new password signs your account out everywhere.`
      : `Choose the password for <strong>${escapeHtml(values.email)}</strong>. This link works once.`;
  return page(
    tenantId,
    title,
    `<h1>${title}</h1>
${errorBox(values.error)}
<p>${intro}</p>
<form method="post" action="/identity/set-password" novalidate>
<input type="hidden" name="token" value="${escapeHtml(values.token)}">
<input type="hidden" name="username" autocomplete="username" value="${escapeHtml(values.email)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" aria-describedby="password-hint${values.error ? ' form-error' : ''}"${values.error ? ' aria-invalid="true"' : ''} autofocus>
<p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<button type="submit">Set password</button>
</form>`,
  );
}

/** An invitation's page (decision 051): the address is given; the person chooses a name and a password. */
export function invitationPage(
  tenantId: TenantId,
  uid: string,
  values: { email: string; firstName: string; lastName: string; error?: string },
): string {
  const brand = PORTAL_BRANDS[tenantId].academyName;
  const invalid = values.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  return page(
    tenantId,
    'Accept your invitation',
    `<h1>Accept your invitation</h1>
${errorBox(values.error)}
<p>You are invited to ${brand} as <strong>${escapeHtml(values.email)}</strong>. Choose your name and a password: the account is ready at once, and you are signed in.</p>
<form method="post" action="/identity/interaction/${escapeHtml(uid)}/invitation" novalidate>
<input type="hidden" name="username" autocomplete="username" value="${escapeHtml(values.email)}">
<label for="firstName">First name</label>
<input id="firstName" name="firstName" autocomplete="given-name" required maxlength="60" value="${escapeHtml(values.firstName)}"${invalid} autofocus>
<label for="lastName">Last name</label>
<input id="lastName" name="lastName" autocomplete="family-name" required maxlength="60" value="${escapeHtml(values.lastName)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" aria-describedby="password-hint">
<p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<button type="submit">Create my account</button>
</form>`,
  );
}

/**
 * The account's security page on the provider: its passkeys and recovery codes (decisions 047 and
 * 052). Adding or removing a passkey and making codes need a sign-in of the last five minutes; an
 * older one gets the password form instead of those buttons.
 */
export function securityPage(
  tenantId: TenantId,
  values: {
    email: string;
    origin: string;
    passkeys: { credentialId: string; createdAt: Date; lastUsedAt: Date | null }[];
    recoveryCodesLeft: number;
    fresh: boolean;
    error?: string;
  },
): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const remove = (passkey: (typeof values.passkeys)[number], index: number) =>
    values.fresh
      ? `\n<button type="button" class="secondary" data-remove="${escapeHtml(passkey.credentialId)}" hidden>Remove passkey ${index + 1}</button>`
      : '';
  const item = (passkey: (typeof values.passkeys)[number], index: number) =>
    `<li><span>Passkey ${index + 1}: added ${day(passkey.createdAt)}, ${passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'not used yet'}</span>${remove(passkey, index)}</li>`;
  const list = values.passkeys.length === 0 ? '<p>No passkeys yet.</p>' : `<ul id="passkeys">${values.passkeys.map(item).join('')}</ul>`;
  const left =
    values.recoveryCodesLeft === 0
      ? 'No recovery codes yet.'
      : `${values.recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left.`;
  const makeCodes =
    values.passkeys.length === 0
      ? '<p class="hint">Add a passkey first: recovery codes stand in for it when it is lost.</p>'
      : `<button type="button" class="secondary" id="recovery-make" hidden>${values.recoveryCodesLeft === 0 ? 'Make recovery codes' : 'Make new recovery codes'}</button>
${values.recoveryCodesLeft === 0 ? '' : '<p class="hint">New codes replace the old ones, which stop working.</p>'}
<div id="recovery-codes" hidden><p>Your new recovery codes. Save them somewhere safe now: they are shown only this once, and each works once.</p><ol id="recovery-list"></ol></div>`;
  const changes = values.fresh
    ? `<button type="button" id="passkey-add" hidden>Add a passkey</button>`
    : `<h2>Confirm it's you</h2>
<p>To add or remove a passkey or make recovery codes, enter your password: these changes need a sign-in from the last five minutes.</p>
${errorBox(values.error)}
<form method="post" action="/identity/security/confirm" novalidate>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${values.error ? ' aria-describedby="form-error" aria-invalid="true"' : ''}>
<button type="submit">Confirm</button>
</form>`;
  return page(
    tenantId,
    'Passkeys',
    `<h1>Passkeys</h1>
<p>A passkey signs <strong>${escapeHtml(values.email)}</strong> in with this device's screen lock or a security key, without a password.</p>
${list}
${changes}
<h2>Recovery codes</h2>
<p id="recovery-left">${left}</p>
<p class="hint">With your password, a recovery code signs you in where your passkey is needed, if you lose it.</p>
${values.fresh ? makeCodes : ''}
<p class="hint" id="passkey-status" role="status"></p>
<p class="switch"><a href="${escapeHtml(values.origin)}/account">Back to the academy</a></p>
<script src="${PASSKEY_SCRIPT_PATH}" defer></script>`,
  );
}

export function messagePage(tenantId: TenantId, title: string, message: string, link?: { href: string; text: string }): string {
  return page(
    tenantId,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}

/** The script that submits the logout confirmation: a file, as the pages' policy allows no inline script. */
export const LOGOUT_SCRIPT_PATH = '/identity/logout.js';
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

/** The provider's logout form with the answer filled in; LOGOUT_SCRIPT sends it when the academy asked. */
const logoutForm = (form: string) =>
  form.replace('</form>', '<input type="hidden" name="logout" value="yes"><button type="submit">Sign out</button></form>');

/** RP-initiated logout asked for by the academy with a valid id token: sent at once. */
export function signingOutPage(tenantId: TenantId, form: string): string {
  return page(tenantId, 'Signing out', `<h1>Signing out</h1>${logoutForm(form)}\n<script src="${LOGOUT_SCRIPT_PATH}" defer></script>`);
}

/** Any other logout request: the person decides, so a link elsewhere cannot sign them out. */
export function signOutQuestionPage(tenantId: TenantId, form: string, origin: string): string {
  return page(
    tenantId,
    'Sign out?',
    `<h1>Sign out?</h1><p>Do you want to sign out of the academy on this browser?</p>${logoutForm(form)}
<p class="switch"><a href="${escapeHtml(origin)}/">Stay signed in</a></p>`,
  );
}
