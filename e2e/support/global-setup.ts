import { clearReleaseCache } from './deploy';

// Builds cached by one run must not be published by the next, made from other sources.
export default function globalSetup() {
  clearReleaseCache();
}
