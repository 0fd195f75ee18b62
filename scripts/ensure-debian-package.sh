#!/usr/bin/env bash
# Usage: ensure-debian-package.sh <program path> <package> [<package>...]
# Makes sure a program a test suite drives is present: Debian's Chromium for the browser tests
# (Playwright's own download cannot work here), nginx for production in a box. Installs the packages
# when the program is missing and the user is root; otherwise stops naming them, since these tests
# must never be skipped silently.
set -euo pipefail

program=$1
shift

if [ -x "$program" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need $program from Debian's packages." >&2
  echo "Install them as root: apt-get install -y $*" >&2
  exit 1
fi

echo "Installing Debian's $* for the tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "$@"

if [ ! -x "$program" ]; then
  echo "apt-get finished but $program is still missing: install $*." >&2
  exit 1
fi
