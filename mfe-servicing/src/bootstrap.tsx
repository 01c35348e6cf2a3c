import { mountStandaloneArea } from '@portal/standalone-area/mount';
import area from './app/area';

void mountStandaloneArea(area);
