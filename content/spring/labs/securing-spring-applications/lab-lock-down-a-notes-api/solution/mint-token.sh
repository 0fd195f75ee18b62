#!/usr/bin/env bash
# Usage: ./mint-token.sh <subject> "<scope> <scope> ..."
set -euo pipefail
b64url() { openssl base64 -A | tr '+/' '-_' | tr -d '='; }
now=$(date +%s)
header=$(printf '{"alg":"RS256","typ":"JWT"}' | b64url)
payload=$(printf '{"sub":"%s","scope":"%s","iat":%d,"exp":%d}' "$1" "$2" "$now" "$((now + 900))" | b64url)
signature=$(printf '%s.%s' "$header" "$payload" | openssl dgst -sha256 -sign private.pem | b64url)
printf '%s.%s.%s\n' "$header" "$payload" "$signature"
