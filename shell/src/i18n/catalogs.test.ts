import path from 'node:path';
import { describeCatalogs } from '@shalom/shared/build/i18n-checks';

// The shell's catalogs (shell, shell-pages, shell-screens) against the ids its code uses.
describeCatalogs(path.resolve(__dirname, '../..'));
