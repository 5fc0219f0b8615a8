#!/usr/bin/env bash
# e2e needs Debian's Chromium and a Korean font (without one Korean renders as boxes).
# As root it installs them; otherwise it says what to install. It never lets e2e be skipped.
set -u
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
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
