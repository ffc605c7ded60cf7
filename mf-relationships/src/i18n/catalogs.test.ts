import path from 'node:path';
import { describeCatalogs } from '@shalom/shared/build/i18n-checks';

// This remote's catalog against the ids its code uses.
describeCatalogs(path.resolve(__dirname, '../..'));
