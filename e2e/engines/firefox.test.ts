// The journeys in Firefox ESR (WebDriver BiDi, headless): `node --test engines/firefox.test.ts`.
import { firefoxDriver } from './firefox-driver.ts';
import { engineJourneys } from './journeys.ts';

engineJourneys('firefox', { start: (lane) => firefoxDriver(lane.automationPort) });
