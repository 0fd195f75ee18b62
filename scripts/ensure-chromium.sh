#!/usr/bin/env bash
# Makes sure Debian's Chromium is present for the Playwright suite; Playwright's own browser
# download cannot work here, and the browser tests must never be skipped silently.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "The browser tests need Debian's Chromium at /usr/bin/chromium." >&2
  echo "Install the package 'chromium' as root: apt-get install -y chromium fonts-liberation" >&2
  exit 1
fi

echo "Installing Debian's chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends chromium fonts-liberation

if [ ! -x /usr/bin/chromium ]; then
  echo "apt-get finished but /usr/bin/chromium is still missing: install the package 'chromium'." >&2
  exit 1
fi
