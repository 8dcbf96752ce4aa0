import { bootPortal } from './shell/boot';

void bootPortal(document.getElementById('portal-root')!);
