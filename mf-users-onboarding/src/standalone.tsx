// Entry of `npm run dev` inside this package: the module on its own, for its team.
import { startStandalone } from '@mv-admin/shared-ui/standalone';
import module from './module';

void startStandalone(module);
