// Jest setup of the profile's tests (not a test). Each findBy… waits through a round trip of the
// fake back end; on the shared two-core machine that can outlast testing-library's one second.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
