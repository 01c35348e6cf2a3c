// docker-compose.yml and docker/Dockerfile read as a platform engineer would (no Docker engine
// runs here; `docker-compose config -q` validates the schema where it is installed).
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { composeConfigs } from '../../docker/write-nginx-configs.mjs';
import { IMAGE_NGINX_VERSION } from '../nginx-config.js';
import { RULE_FILES } from '../../scripts/telemetry-services.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});
const dockerfile = readFileSync(path.join(ROOT, 'docker/Dockerfile'), 'utf8');
const dockerignore = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
const WEB = { shell: 3000, identity: 3001, payments: 3002, servicing: 3003, profile: 3004 };
const { services } = compose;

/** The stages of the Dockerfile: name → its lines. */
const stages = Object.fromEntries(
  dockerfile
    .split(/^FROM /m)
    .slice(1)
    .map((stage) => [/ AS (\S+)/.exec(stage.split('\n')[0])[1], stage]),
);

describe('docker-compose.yml', () => {
  it('runs the sandbox, the publisher, one nginx per origin and the telemetry stack', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'identity',
        'payments',
        'profile',
        'publish',
        'sandbox',
        'servicing',
        'shell',
        'telemetry',
        'prometheus',
        'grafana',
      ].sort(),
    );
  });

  it.each(Object.entries(WEB))(
    '%s: the web image runs nginx with its generated configuration',
    (name, port) => {
      const service = services[name];
      expect(service.build).toMatchObject({ dockerfile: 'docker/Dockerfile', target: 'web' });
      expect(service.command.join(' ')).toBe(
        `nginx -e stderr -p /var/cache/portal-nginx -c /etc/portal-nginx/${name}.conf`,
      );
      expect(service.ports).toEqual([`${port}:${port}`]);
      expect(service.volumes).toEqual(['deploy-root:/deploy:ro']);
      expect(service.read_only).toBe(true);
      expect(service.depends_on.publish).toEqual({ condition: 'service_completed_successfully' });
    },
  );

  it('the generated configuration of each origin listens on its published port', () => {
    const configs = composeConfigs({ identity: 'http://localhost:3001' });
    for (const [name, port] of Object.entries(WEB))
      expect(configs[name]).toContain(`listen 0.0.0.0:${port};`);
    expect(configs.shell).toContain('proxy_pass http://sandbox:3100;');
    expect(configs.shell).toContain('try_files /live/index.html =404;');
  });

  it.each(Object.keys(WEB).filter((name) => name !== 'shell'))(
    '%s is healthy only when the live remoteEntry.js answers 200, not when / answers',
    (name) => {
      // -f: a 404 fails. live/ is the link to the release remotes.json names (scripts/deploy).
      expect(services[name].healthcheck.test).toEqual([
        'CMD',
        'curl',
        '-fsS',
        '-o',
        '/dev/null',
        `http://127.0.0.1:${WEB[name]}/live/remoteEntry.js`,
      ]);
    },
  );

  it('the shell is healthy when its live page answers, after the sandbox is', () => {
    expect(services.shell.healthcheck.test).toEqual([
      'CMD',
      'curl',
      '-fsS',
      '-o',
      '/dev/null',
      'http://127.0.0.1:3000/',
    ]);
    expect(services.shell.depends_on.sandbox).toEqual({ condition: 'service_healthy' });
    expect(services.sandbox.healthcheck.test.join(' ')).toContain('/__sandbox/health');
  });

  it('runs every service with no Linux capabilities and no way to gain privileges', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.cap_drop]).toEqual([name, ['ALL']]);
      expect([name, service.security_opt]).toEqual([name, ['no-new-privileges:true']]);
      expect([name, service.cap_add]).toEqual([name, undefined]);
      expect([name, service.privileged]).toEqual([name, undefined]);
    }
  });

  it('keeps the sandbox read-only but for its data volume and a scratch /tmp', () => {
    expect(services.sandbox.read_only).toBe(true);
    expect(services.sandbox.tmpfs).toEqual(['/tmp']);
  });

  it("compresses only the institution's settings among the API's answers", () => {
    const { shell } = composeConfigs({ identity: 'http://localhost:3001' });
    const blocks = shell.split(/\n {4}location /).map((block) => block.split('\n    }')[0]);
    const compressedApi = blocks.filter(
      (block) => /^\S*\s*\/api\//.test(block) && /brotli on;/.test(block),
    );
    expect(compressedApi.map((block) => block.split(' ')[1]).sort()).toEqual([
      '/api/Login/GetInstitutionOptions',
      '/api/setup/ApplicationOptions',
    ]);
    expect(blocks.find((block) => block.startsWith('/api/ {'))).toContain('gzip off;');
  });

  it("logs each origin's requests to the container's output, paths without their queries", () => {
    for (const config of Object.values(composeConfigs({ identity: 'http://localhost:3001' }))) {
      expect(config).toContain('access_log "/dev/stdout" portal;');
      expect(config).toMatch(/log_format portal [^;]*\$uri[^;]*;/);
      expect(config).not.toMatch(/log_format portal [^;]*\$(request|request_uri|args)\b/);
    }
  });

  it('keeps the releases and the sandbox data on volumes, writable only by their owner', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'deploy-root',
      'grafana-data',
      'prometheus-data',
      'sandbox-data',
    ]);
    expect(services.publish.volumes).toEqual(['deploy-root:/deploy']);
    expect(services.sandbox.volumes).toEqual(['sandbox-data:/data']);
  });

  it('gives the CSP and the publisher the same remote origins', () => {
    expect(services.shell.build.args.PORTAL_REMOTE_ORIGINS).toBe(
      services.publish.environment.PORTAL_REMOTE_ORIGINS,
    );
  });
});

describe('docker-compose.yml: telemetry, Prometheus and Grafana', () => {
  const { telemetry, prometheus, grafana, shell } = services;

  it("runs the receiver from the image's telemetry stage, unreachable from the host", () => {
    expect(telemetry.build).toMatchObject({ dockerfile: 'docker/Dockerfile', target: 'telemetry' });
    expect(telemetry.read_only).toBe(true);
    expect(telemetry.ports).toBeUndefined();
    // It reads the published versions, and writes nothing.
    expect(telemetry.volumes).toEqual(['deploy-root:/deploy:ro']);
    expect(telemetry.environment).toMatchObject({
      PORT: '3098',
      TELEMETRY_DEPLOY_ROOT: '/deploy',
      TELEMETRY_REMOTES_FILE: '/deploy/remotes.json',
    });
    expect(telemetry.healthcheck.test.join(' ')).toContain('http://127.0.0.1:3098/health');
  });

  it("forwards the shell's /telemetry to it, once it is healthy", () => {
    const { shell: config } = composeConfigs({ identity: 'http://localhost:3001' });
    const telemetryBlock = config.split('location = /telemetry {')[1]?.split('\n    }')[0];
    expect(telemetryBlock).toContain('proxy_pass http://telemetry:3098;');
    expect(shell.depends_on.telemetry).toEqual({ condition: 'service_healthy' });
  });

  it('runs Prometheus pinned by digest, scraping the receiver with the rule files of ops/prometheus', () => {
    expect(prometheus.image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+@sha256:[0-9a-f]{64}$/);
    expect(prometheus.read_only).toBe(true);
    expect(prometheus.volumes).toEqual([
      './ops/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
      ...RULE_FILES.map(
        (file) =>
          `./ops/prometheus/${path.basename(file)}:/etc/prometheus/rules/${path.basename(file)}:ro`,
      ),
      'prometheus-data:/prometheus',
    ]);
    const config = parse(readFileSync(path.join(ROOT, 'ops/prometheus/prometheus.yml'), 'utf8'));
    expect(config.scrape_configs[0].static_configs[0].targets).toEqual(['telemetry:3098']);
    expect(config.rule_files).toEqual(
      RULE_FILES.map((file) => `/etc/prometheus/rules/${path.basename(file)}`),
    );
  });

  it('runs Grafana pinned by digest, with the provisioned data source and dashboards', () => {
    expect(grafana.image).toMatch(/^grafana\/grafana:\d+\.\d+\.\d+@sha256:[0-9a-f]{64}$/);
    expect(grafana.read_only).toBe(true);
    expect(grafana.volumes).toEqual([
      './ops/grafana/provisioning:/etc/grafana/provisioning:ro',
      './ops/grafana/dashboards:/etc/grafana/dashboards:ro',
      'grafana-data:/var/lib/grafana',
    ]);
    expect(grafana.environment.GF_SECURITY_ADMIN_PASSWORD).toMatch(
      /^\$\{GRAFANA_ADMIN_PASSWORD:\?/,
    );
  });

  it('publishes Prometheus and Grafana on the host loopback only', () => {
    expect(prometheus.ports).toEqual(['127.0.0.1:3097:9090']);
    expect(grafana.ports).toEqual(['127.0.0.1:3096:3000']);
  });

  it('gives the receiver its sources and runtime packages only, not the dev dependencies', () => {
    const stage = stages.telemetry;
    expect(stage).not.toContain('pnpm install');
    const copied = stage.match(/^COPY --from=build \S*node_modules\S*/gm) ?? [];
    expect(copied.map((line) => line.split('/node_modules/').pop())).toEqual([
      'hono',
      '@hono/node-server',
      'valibot',
      'prom-client',
      '@opentelemetry/api',
      'tdigest',
      'bintrees',
    ]);
    expect(stage).toMatch(/^CMD \["node", "telemetry-receiver\/src\/main\.ts"\]$/m);
  });
});

describe('docker/Dockerfile', () => {
  it('builds once in a build stage, and every runtime stage runs unprivileged', () => {
    expect(Object.keys(stages)).toEqual([
      'build',
      'publish',
      'sandbox',
      'telemetry',
      'brotli',
      'web',
    ]);
    // Every app is built as its release: the publish service then only copies (--prebuilt).
    expect(stages.build.match(/publish-all\.mjs --build-only/g)).toHaveLength(1);
    for (const runtime of ['publish', 'sandbox', 'telemetry', 'web'])
      expect(stages[runtime]).toMatch(/^USER (node|nginx)$/m);
  });

  it('serves from the official nginx image with the brotli modules and no Node', () => {
    // A stable branch (even minor): nginx.org keeps fixing only the newest stable and mainline.
    expect(dockerfile).toMatch(/^ARG NGINX_IMAGE=nginx:1\.\d*[02468]\.\d+-trixie@sha256:/m);
    expect(stages.web).toContain('COPY --from=brotli /modules/ /usr/lib/nginx/modules/');
    expect(stages.web).not.toMatch(/node|pnpm/i);
  });

  it("writes the configuration in the syntax of the image's nginx", () => {
    // The generator picks directives by version (HTTP/2's changed in 1.25.1): it must know the
    // branch the image runs.
    const version = /^ARG NGINX_IMAGE=nginx:(\d+\.\d+\.\d+)-/m.exec(dockerfile)?.[1];
    expect(IMAGE_NGINX_VERSION).toBe(version);
  });

  it('compiles ngx_brotli from a pinned commit, not whatever its default branch is', () => {
    expect(stages.brotli).toMatch(/^ARG NGX_BROTLI_COMMIT=[0-9a-f]{40}$/m);
    expect(stages.brotli).toContain(
      'fetch -q --depth 1 https://github.com/google/ngx_brotli "${NGX_BROTLI_COMMIT}"',
    );
    expect(stages.brotli).not.toMatch(/git clone/);
  });

  it("compiles it against nginx.org's signed source of the image's own nginx, checked by apt", () => {
    // The keyring the official image installed its nginx with verifies the source index, and
    // apt checks every file of the source package against it before dpkg-source unpacks them.
    expect(stages.brotli).toContain('signed-by=/etc/apt/keyrings/nginx-archive-keyring.gpg');
    expect(stages.brotli).toContain(
      'apt-get source --download-only "nginx=${NGINX_VERSION}-${PKG_RELEASE}"',
    );
    expect(stages.brotli).toContain('dpkg-source -x "nginx_${NGINX_VERSION}-${PKG_RELEASE}.dsc"');
  });

  it('downloads nothing that no checksum, signature or pinned commit verifies', () => {
    // curl or wget piped into tar runs whatever the server sends that day.
    expect(dockerfile).not.toMatch(/\b(curl|wget)\b/);
    // pnpm itself: its tarball is checked before npm installs (and runs) it.
    expect(stages.build).toMatch(/^ARG PNPM_SHA512=[0-9a-f]{128}$/m);
    expect(stages.build).toContain(
      'echo "${PNPM_SHA512}  pnpm-${PNPM_VERSION}.tgz" | sha512sum -c -',
    );
    expect(stages.build).not.toMatch(/npm install -g pnpm@/);
    // The same pnpm as every machine the project provisions, so the lockfile reads the same.
    const provision = readFileSync(path.join(ROOT, 'scripts/provision.sh'), 'utf8');
    expect(/^ARG PNPM_VERSION=(\S+)$/m.exec(stages.build)?.[1]).toBe(
      /^PNPM_VERSION=(\S+)$/m.exec(provision)?.[1],
    );
  });

  it('gives the sandbox its sources and its runtime packages only, not the dev dependencies', () => {
    expect(stages.sandbox).not.toContain('pnpm install');
    const copiedPackages = stages.sandbox.match(/^COPY --from=build \S*node_modules\S*/gm) ?? [];
    expect(copiedPackages.map((line) => line.split('/').pop())).toEqual([
      'hono',
      'node-server',
      'valibot',
    ]);
    expect(stages.sandbox).toContain('COPY --from=build /srv/portal/api-sandbox/src');
  });
});

describe('base images pinned by digest (issue 52)', () => {
  /** References that need no digest, each with why: what this Dockerfile builds itself. */
  const NO_DIGEST_NEEDED = [
    { image: /^borrower-portal-[a-z]+:local$/, why: "compose's name for a stage built here" },
  ];
  const stageNames = new Set(Object.keys(stages));
  /** Every image a build or a service starts from: [where, reference]. */
  const references = [
    ...[...dockerfile.matchAll(/^ARG (\w+_IMAGE)=(\S+)$/gm)].map((m) => [`ARG ${m[1]}`, m[2]]),
    ...[...dockerfile.matchAll(/^FROM (\S+)/gm)]
      .map((m) => m[1])
      .filter((from) => !from.startsWith('${') && !stageNames.has(from))
      .map((from) => ['FROM', from]),
    ...Object.entries(services).map(([name, service]) => [`service ${name}`, service.image]),
  ];

  it('refuses an image named by a tag alone: a tag can be moved to other bytes', () => {
    expect(references.length).toBe(2 + Object.keys(services).length);
    const unpinned = references.filter(
      ([, image]) =>
        !/^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/.test(image) &&
        !NO_DIGEST_NEEDED.some((allowed) => allowed.image.test(image)),
    );
    expect(unpinned).toEqual([]);
  });

  it('starts every stage from a pinned ARG, so the digest is written once', () => {
    for (const from of dockerfile.match(/^FROM \S+/gm))
      expect(from).toMatch(/^FROM (\$\{(NODE|NGINX)_IMAGE\}|\w+)$/);
  });
});

describe('each app is built exactly once in the compose flow', () => {
  /** A command that builds apps: webpack, a build script, or a release that is not --prebuilt. */
  const builds = (command) =>
    /webpack|build-all\.mjs|pnpm (run )?build\b/.test(command) ||
    (/\brelease\b|publish-all\.mjs/.test(command) && !command.includes('--prebuilt'));
  const runLines = (stage) => stage.split('\n').filter((line) => /^\s*(RUN|CMD)\b/.test(line));

  it('the build stage is the only place that builds', () => {
    expect(runLines(stages.build).filter(builds)).toEqual([
      'RUN pnpm install --frozen-lockfile && node scripts/publish-all.mjs --build-only',
    ]);
    for (const stage of ['publish', 'sandbox', 'telemetry', 'brotli', 'web'])
      expect(runLines(stages[stage]).filter(builds)).toEqual([]);
  });

  it('no service builds: publish copies the builds the image holds', () => {
    expect(services.publish.command).toEqual(['node', 'scripts/publish-all.mjs', '--prebuilt']);
    for (const [name, service] of Object.entries(services))
      expect([name, builds([service.command ?? []].flat().join(' '))]).toEqual([name, false]);
  });
});

describe('.dockerignore', () => {
  it('keeps host installs, builds, local data and history out of the build context', () => {
    for (const entry of ['**/node_modules', '**/dist', '.sandbox-data', '.deploy', '.git'])
      expect(dockerignore).toContain(entry);
  });
});

const dockerCompose = ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'].find(existsSync);
(dockerCompose ? it : it.skip)('docker-compose validates the file', () => {
  // Grafana's admin password has no default: the file names it as required.
  const env = { ...process.env, GRAFANA_ADMIN_PASSWORD: 'checked-only' };
  execFileSync(dockerCompose, ['config', '-q'], { cwd: ROOT, stdio: 'pipe', env });
  delete env.GRAFANA_ADMIN_PASSWORD;
  expect(() =>
    execFileSync(dockerCompose, ['config', '-q'], { cwd: ROOT, stdio: 'pipe', env }),
  ).toThrow(/GRAFANA_ADMIN_PASSWORD/);
});
