# The project's Node (the version in .nvmrc) first on PATH, for everything a script runs after it
# (npm ci included, so engines are checked against it). Sourced by scripts/lib.sh and .ci/run.
# When the machine's `node` is another version, the npm registry's platform package of that version
# (node-<os>-<arch>, the binary the registry's `node` package installs) is unpacked once into the
# git-ignored .tools/ of the repository; the system's node is never touched. docs/decisions/0086.
# shellcheck shell=bash

use_project_node() {
  local root want dir os arch tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(tr -d ' v\n\r' <"$root/.nvmrc")"
  if [ "$(node --version 2>/dev/null || true)" = "v$want" ]; then return 0; fi
  dir="$root/.tools/node-$want"
  if [ ! -x "$dir/bin/node" ] || [ "$("$dir/bin/node" --version 2>/dev/null || true)" != "v$want" ]; then
    case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "no Node $want package for $(uname -s)" >&2; return 1 ;; esac
    case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "no Node $want package for $(uname -m)" >&2; return 1 ;; esac
    command -v npm >/dev/null || { echo "npm is needed once to fetch Node $want (or install Node $want yourself)" >&2; return 1; }
    printf '\033[1;36m[umrah]\033[0m %s\n' "fetching Node $want (node-$os-$arch from the npm registry) into .tools/"
    tmp="$(mktemp -d "${TMPDIR:-/tmp}/umrah-node.XXXXXX")"
    (cd "$tmp" && npm pack --silent "node-$os-$arch@$want" >/dev/null) || { rm -rf "$tmp"; return 1; }
    mkdir -p "$tmp/unpacked" "$root/.tools"
    tar -xzf "$tmp"/node-"$os"-"$arch"-*.tgz -C "$tmp/unpacked" --strip-components=1
    # Checked before use: the unpacked binary must be the version asked for.
    if [ "$("$tmp/unpacked/bin/node" --version)" != "v$want" ]; then
      echo "the node-$os-$arch package did not hold Node $want" >&2; rm -rf "$tmp"; return 1
    fi
    rm -rf "$dir"; mv "$tmp/unpacked" "$dir"; rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # Native addons built from source (node-gyp) use this Node's headers, not the system's.
  export npm_config_nodedir="$dir"
}
