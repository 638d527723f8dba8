#!/usr/bin/env bash
# 10,000 sockets need more open files than a shell's usual 1,024 (or this machine's 20,000 once
# the failover puts every member on one process): raise the limit for the bench and the API
# processes it starts, not in the app. Root may raise the hard limit; others get the hard one.
set -euo pipefail
cd "$(dirname "$0")"
ulimit -Hn 65536 2>/dev/null || true
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
echo "open files limit: $(ulimit -n); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
exec npx tsx chat.ts "$@"
