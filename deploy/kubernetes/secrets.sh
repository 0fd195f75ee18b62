#!/bin/sh
# Prints the Secrets the manifests read as YAML for `kubectl apply`, so creating them and rotating
# a value are the same command (docs/operations.md, First deployment):
#   KEYS_FILE=academy-keys.env DATABASE_URL=... SMTP_URL=... deploy/kubernetes/secrets.sh | kubectl -n academy apply -f -
# academy-secrets: OIDC_JWKS and OIDC_COOKIE_KEYS from KEYS_FILE (the output of `node admin.js
# generate-keys`), SMTP_URL, and DATABASE_URL unless the cloudnative-pg component supplies it.
# academy-tls: from the PEM files TLS_CERT and TLS_KEY, when TLS_CERT is set.
set -eu
: "${KEYS_FILE:?set KEYS_FILE to the output of node admin.js generate-keys}"
: "${SMTP_URL:?set SMTP_URL, e.g. smtp://user:password@mail.example.com:587}"
umask 077
values=$(mktemp)
trap 'rm -f "$values"' EXIT
# kubectl takes no --from-literal beside --from-env-file, and a second env file keeps the values off the command line.
printf 'SMTP_URL=%s\n' "$SMTP_URL" >"$values"
if [ -n "${DATABASE_URL:-}" ]; then printf 'DATABASE_URL=%s\n' "$DATABASE_URL" >>"$values"; fi
kubectl create secret generic academy-secrets --from-env-file="$KEYS_FILE" --from-env-file="$values" --dry-run=client -o yaml
if [ -n "${TLS_CERT:-}" ]; then
  echo ---
  kubectl create secret tls academy-tls --cert="$TLS_CERT" --key="${TLS_KEY:?set TLS_KEY beside TLS_CERT}" --dry-run=client -o yaml
fi
