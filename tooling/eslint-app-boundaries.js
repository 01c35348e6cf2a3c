// Import boundaries inside one app, as bulletproof-react draws them: app → features → shared.
// A feature never imports another feature, and the shared folders (lib, components, api, hooks,
// testing…) never import a feature or the app. Zones are read from the folders on disk, so a new
// feature is fenced in without editing the lint config.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * `import-x/no-restricted-paths` zones for the app at `appDir` (absolute).
 * @param {string} appDir
 */
export function appBoundaryZones(appDir) {
  const src = path.join(appDir, 'src');
  const features = path.join(src, 'features');
  const app = path.join(src, 'app');
  const shared = subfolders(src)
    .filter((name) => name !== 'app' && name !== 'features')
    .map((name) => path.join(src, name));

  const featureZones = subfolders(features).map((feature) => ({
    target: path.join(features, feature),
    from: features,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to the app’s lib/, components/ or api/, or let the app compose them.',
  }));
  const featureToApp = {
    target: features,
    from: app,
    message: 'Features never import the app layer; the app composes the features.',
  };
  const sharedZones = shared.map((folder) => ({
    target: folder,
    from: [features, app],
    message:
      'Shared folders (lib, components, api, hooks…) never import a feature or the app: pass what they need in.',
  }));
  return [...featureZones, featureToApp, ...sharedZones];
}
