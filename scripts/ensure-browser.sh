#!/usr/bin/env bash
# e2e needs Debian's Chromium and a Korean font (without one Korean renders as boxes). The tests
# drive chromium-headless-shell, a quarter faster than the full browser (scripts/headless-chromium.mjs),
# and fall back to the full one when only that is installed.
# As root it installs what is missing; otherwise it says what to install. It never lets e2e be skipped.
set -u
missing=()
if [ "$(id -u)" = 0 ]; then
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
elif [ ! -x /usr/bin/chromium-headless-shell ] && [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium-headless-shell)
fi
fc-list 2>/dev/null | grep -qi nanum || missing+=(fonts-nanum)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing ${missing[*]} with apt-get ..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null && exit 0
  echo "apt-get could not install ${missing[*]}" >&2
  exit 1
fi
echo "e2e tests need Debian packages: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}" >&2
exit 1
