#!/usr/bin/env bash
# Installs the Carvel tools at the versions the lab is written for into ./bin. On Linux the downloads are
# checked against the published SHA-256 sums of those releases.
set -euo pipefail

TOOLS="ytt:v0.54.0 kbld:v0.47.3 imgpkg:v0.47.2 kapp:v0.65.2"

os=$(uname -s | tr '[:upper:]' '[:lower:]')
case "$(uname -m)" in
  x86_64 | amd64) arch=amd64 ;;
  arm64 | aarch64) arch=arm64 ;;
  *) echo "unsupported architecture: $(uname -m)" >&2; exit 1 ;;
esac

sha256_of() {
  case "$1-$2" in
    ytt-linux-amd64) echo 6a1549260d7641585c4434c83ad237a66ec4fd4478edbd32e5e190ce1e755d20 ;;
    kbld-linux-amd64) echo 26be68f9ec354a2753f102707f4389e28111d36c2a318b72cd1bcff719fabb6c ;;
    imgpkg-linux-amd64) echo c8f0da1ee06a806a0480f874366d4dac1b35fffd64da6ff55e26ea01144e2f9c ;;
    kapp-linux-amd64) echo 38b0a6eb958210f5db2cf79ee4082adf7b6cf52de983b5364c56d03d898b6439 ;;
    ytt-linux-arm64) echo 2ee1dee5c952a081896ac5b30853b6e59bd77b5fdd244bff2ea16a3172e8fb5a ;;
    kbld-linux-arm64) echo e985d62a8539ca2386c0e3db0e2c357adf55a4fdd0fa0e4ad7ab48a852c11ab1 ;;
    imgpkg-linux-arm64) echo bcc4766eb2e457d8b1d28e74c2b0a2c2f7e958f43c65ab492dc72fcd5b1d4147 ;;
    kapp-linux-arm64) echo a877a004f8b703218883c3f7140bda216f53b9b9e5b29fecf5cec7d4ad6d85b0 ;;
    *) echo "" ;;
  esac
}

mkdir -p bin
for tool in $TOOLS; do
  name=${tool%%:*}
  version=${tool#*:}
  curl -fsSLo "bin/$name" "https://github.com/carvel-dev/$name/releases/download/$version/$name-$os-$arch"
  expected=$(sha256_of "$name" "$os-$arch")
  if [ -n "$expected" ]; then
    echo "$expected  bin/$name" | sha256sum -c --quiet -
  fi
  chmod +x "bin/$name"
  "bin/$name" version | sed -n 1p
done
