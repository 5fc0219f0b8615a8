#!/usr/bin/env bash
# Starts the machine's PostgreSQL cluster when nothing answers on 127.0.0.1:5432 (the test runs' database).
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  echo "starting PostgreSQL ..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || exit 1
fi
