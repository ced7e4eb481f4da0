#!/usr/bin/env bash
# agentik in one minute, offline: save three notes (one Russian) into a throw-away memory, then ask
# an English question and find the Russian note as the top hit.
#
#   bash examples/quickstart.sh
#
# Uses .venv/bin/agentik when present (the README's install command makes it), else `agentik` on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -x .venv/bin/agentik ]; then AGENTIK=.venv/bin/agentik; else AGENTIK=agentik; fi
command -v "$AGENTIK" >/dev/null || { echo "error: agentik is not installed; run: pip install -e ." >&2; exit 1; }

# A temporary memory, removed on exit, and the local embedding model: nothing leaves this machine.
AGENTIK_HOME="$(mktemp -d)"
export AGENTIK_HOME AGENTIK_MEMORY_BACKEND=local
trap 'rm -rf "$AGENTIK_HOME"' EXIT
echo "# AGENTIK_HOME=$AGENTIK_HOME AGENTIK_MEMORY_BACKEND=local"

show() {  # print a command as the user would type it
    local line="$ agentik"
    for arg in "$@"; do
        case "$arg" in *[[:space:]?]*) line+=" \"$arg\"" ;; *) line+=" $arg" ;; esac
    done
    echo "$line"
}
run() { show "$@"; "$AGENTIK" "$@"; }

show memory save --category user "Пользователь живёт в Берлине и работает DevOps-инженером"
russian=$("$AGENTIK" memory save --category user "Пользователь живёт в Берлине и работает DevOps-инженером")
echo "$russian"
run memory save --category world "We build with Gradle 9.4.1"
run memory save --category preference "Prefers short answers with code examples"
echo
run memory search "where does the user live?" -k 3
echo

top=$("$AGENTIK" memory search "where does the user live?" -k 1 --json | grep -m1 '"id"' | sed 's/.*"id": "\([^"]*\)".*/\1/')
if [ "$top" = "$russian" ]; then
    echo "OK: the English question found the Russian note first ($top)."
else
    echo "error: expected the Russian note $russian as the top hit, got ${top:-nothing}" >&2
    exit 1
fi
