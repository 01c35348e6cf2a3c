import { mountStandaloneArea } from '../../tooling/standalone-area';
import area from './app/area';

void mountStandaloneArea(area);
