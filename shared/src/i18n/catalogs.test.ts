import path from 'node:path';
import { describeCatalogs } from '../../build/i18nChecks';

// The shared UI kit's catalogs (main entry and form kit) against the ids its code uses.
describeCatalogs(path.resolve(__dirname, '../..'));
