#!/usr/bin/env bash
# Provisions what the portal needs on a fresh machine: Node 24 (the machine's Node 20 is too old),
# pnpm, Debian's Chromium for Playwright, Firefox ESR, WebKitGTK's WebDriver and Xvfb for the
# engine lanes, Debian's nginx with its brotli modules, and Debian's prometheus (with promtool).
# Idempotent; prints the PATH line to use.
# Usage: source scripts/provision.sh   (or: bash scripts/provision.sh, then export the printed PATH)
set -euo pipefail

NODE_MAJOR=24
PNPM_VERSION=12.21.0
TOOLS_DIR="${PORTAL_TOOLS_DIR:-$HOME/.cache/borrower-portal-tools}"

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

provision_node() {
  local node_bin="$TOOLS_DIR/node_modules/node/bin/node"
  if [ ! -x "$node_bin" ] || [ "$(node_major "$node_bin")" != "$NODE_MAJOR" ]; then
    echo "provision: installing node@$NODE_MAJOR into $TOOLS_DIR" >&2
    mkdir -p "$TOOLS_DIR"
    npm install --prefix "$TOOLS_DIR" --no-save --no-package-lock "node@$NODE_MAJOR" >&2
  fi
  export PATH="$TOOLS_DIR/node_modules/node/bin:$TOOLS_DIR/node_modules/.bin:$PATH"
}

provision_pnpm() {
  if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
    echo "provision: installing pnpm@$PNPM_VERSION" >&2
    npm install --prefix "$TOOLS_DIR" --no-save --no-package-lock "node@$NODE_MAJOR" "pnpm@$PNPM_VERSION" >&2
  fi
}

# Debian packages: each need below adds what is missing, then one `apt-get update` and one
# install fetch them all (on a new machine each separate update and install cost seconds more).
APT_PACKAGES=()
APT_PACKAGES_WITHOUT_RECOMMENDS=()

need_chromium() {
  [ -x /usr/bin/chromium ] || [ "${PORTAL_SKIP_CHROMIUM:-}" = 1 ] || APT_PACKAGES+=(chromium)
}

# The journeys' engine lanes (e2e/engines): Firefox ESR over WebDriver BiDi, WebKitGTK's
# WebKitWebDriver (its MiniBrowser comes with libwebkit2gtk), and Xvfb for the MiniBrowser's window.
need_engines() {
  [ "${PORTAL_SKIP_ENGINES:-}" = 1 ] && return
  [ -x /usr/bin/firefox-esr ] || APT_PACKAGES+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || APT_PACKAGES+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null 2>&1 || APT_PACKAGES+=(xvfb)
  command -v xauth >/dev/null 2>&1 || APT_PACKAGES+=(xauth)
}

# nginx serves every origin of `pnpm start` and the journeys; the brotli modules send the
# build's precompressed .br files (docs/decisions/003). Both modules, each checked on its own.
NGINX_MODULES_DIR="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"
need_nginx() {
  [ "${PORTAL_SKIP_NGINX:-}" = 1 ] && return
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || APT_PACKAGES+=(nginx-light)
  [ -f "$NGINX_MODULES_DIR/ngx_http_brotli_static_module.so" ] || APT_PACKAGES+=(libnginx-mod-http-brotli-static)
  [ -f "$NGINX_MODULES_DIR/ngx_http_brotli_filter_module.so" ] || APT_PACKAGES+=(libnginx-mod-http-brotli-filter)
}

# Prometheus stores the telemetry receiver's metrics in `pnpm start` and the journeys (issue 51);
# promtool, in the same package, checks the rule files (tooling/test/prometheus-rules.test.js).
# Without its recommends: they would add exporters the portal does not use.
need_prometheus() {
  [ "${PORTAL_SKIP_PROMETHEUS:-}" = 1 ] && return
  command -v prometheus >/dev/null 2>&1 && command -v promtool >/dev/null 2>&1 && return
  APT_PACKAGES_WITHOUT_RECOMMENDS+=(prometheus)
}

# openssl makes the self-signed certificate of the HTTPS origins (`pnpm bench`, `serve-portal --tls`).
need_openssl() {
  command -v openssl >/dev/null 2>&1 || APT_PACKAGES+=(openssl)
}

install_debian_packages() {
  [ $((${#APT_PACKAGES[@]} + ${#APT_PACKAGES_WITHOUT_RECOMMENDS[@]})) -eq 0 ] && return
  echo "provision: installing Debian ${APT_PACKAGES[*]} ${APT_PACKAGES_WITHOUT_RECOMMENDS[*]}" >&2
  local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq >&2
  if [ ${#APT_PACKAGES[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${APT_PACKAGES[@]}" >&2
  fi
  if [ ${#APT_PACKAGES_WITHOUT_RECOMMENDS[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      "${APT_PACKAGES_WITHOUT_RECOMMENDS[@]}" >&2
    # The package's own service would listen on :9090 as a system daemon: the portal runs its own.
    if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
      $sudo systemctl disable --now prometheus >/dev/null 2>&1 || true
    fi
  fi
}

provision_node
provision_pnpm
need_chromium
need_engines
need_nginx
need_prometheus
need_openssl
install_debian_packages
echo "provision: node $(node --version), pnpm $(pnpm --version), chromium $([ -x /usr/bin/chromium ] && echo yes || echo no), firefox-esr $([ -x /usr/bin/firefox-esr ] && echo yes || echo no), WebKitWebDriver $([ -x /usr/bin/WebKitWebDriver ] && echo yes || echo no), nginx $([ -f "$NGINX_MODULES_DIR/ngx_http_brotli_static_module.so" ] && echo "with brotli" || echo no), prometheus $(command -v prometheus >/dev/null 2>&1 && echo yes || echo no)" >&2
echo "export PATH=\"$TOOLS_DIR/node_modules/node/bin:$TOOLS_DIR/node_modules/.bin:\$PATH\""
