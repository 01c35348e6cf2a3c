import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each findBy… waits through a round trip of the fake back end; on a loaded two-core machine
// that can outlast testing-library's one second. A wait catches a hang, not a slow machine.
configure({ asyncUtilTimeout: 5_000 });
