import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Read from its npm package at run time, so the release must ship it: scripts/build-release.ts names it. */
export const PASSKEY_BROWSER_PACKAGE = '@simplewebauthn/browser';

/** The passkey buttons' script: a file, as the provider pages' policy allows no inline script (decision 016). */
export const PASSKEY_SCRIPT_PATH = '/identity/passkeys.js';

/**
 * What the sign-in and security pages' passkey buttons do, after the library's browser bundle
 * (which defines `SimpleWebAuthnBrowser`), and the security page's recovery codes button, which shows the new
 * codes once. The add and sign-in buttons stay hidden where the browser has
 * no WebAuthn, so the pages never offer what cannot work. Sign-in posts the answer in a form, so the provider
 * finishes it as it finishes a password sign-in.
 */
const BUTTONS = `
(function () {
  var webauthn = window.SimpleWebAuthnBrowser;
  var status = document.getElementById('passkey-status');
  function post(url, body) {
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body || {}) })
      .then(function (answer) { return answer.json().then(function (json) { if (!answer.ok) throw new Error(); return json.data; }); });
  }
  function offer(button, run, failure) {
    if (!button) return;
    button.hidden = false;
    button.addEventListener('click', function () {
      status.textContent = '';
      button.disabled = true;
      run().catch(function () { status.textContent = failure; button.disabled = false; });
    });
  }
  document.querySelectorAll('[data-remove]').forEach(function (button) {
    offer(button, function () {
      return post('/identity/passkeys/remove', { credential: button.getAttribute('data-remove') }).then(function () {
        location.reload();
      });
    }, 'The passkey was not removed. Try again.');
  });
  var codes = document.getElementById('recovery-codes');
  offer(document.getElementById('recovery-make'), function () {
    return post('/identity/recovery-codes').then(function (data) {
      var list = document.getElementById('recovery-list');
      list.textContent = '';
      data.codes.forEach(function (code) {
        var item = document.createElement('li');
        item.textContent = code;
        list.appendChild(item);
      });
      codes.hidden = false;
      document.getElementById('recovery-left').textContent = data.codes.length + ' of ' + data.codes.length + ' recovery codes left.';
      document.getElementById('recovery-make').disabled = false;
    });
  }, 'No recovery codes were made. Try again.');
  // Removing and making codes work anywhere; adding and signing in need the browser's WebAuthn.
  if (!webauthn.browserSupportsWebAuthn()) return;
  var form = document.getElementById('passkey-form');
  offer(document.getElementById('passkey-sign-in'), function () {
    return post(form.getAttribute('data-options')).then(function (optionsJSON) {
      return webauthn.startAuthentication({ optionsJSON: optionsJSON });
    }).then(function (answer) {
      form.elements.response.value = JSON.stringify(answer);
      form.submit();
    });
  }, 'Signing in with a passkey did not work. Try again, or sign in with your password.');
  offer(document.getElementById('passkey-add'), function () {
    return post('/identity/passkeys/registration-options').then(function (optionsJSON) {
      return webauthn.startRegistration({ optionsJSON: optionsJSON });
    }).then(function (answer) {
      return post('/identity/passkeys/registration', answer);
    }).then(function () {
      location.reload();
    });
  }, 'The passkey was not added. Try again.');
})();
`;

let script: string | undefined;

export function passkeyScript(): string {
  if (!script) {
    const entry = createRequire(import.meta.url).resolve(PASSKEY_BROWSER_PACKAGE);
    const bundle = readFileSync(join(dirname(entry), '..', 'dist', 'bundle', 'index.umd.min.js'), 'utf8');
    script = `${bundle}\n${BUTTONS}`;
  }
  return script;
}
