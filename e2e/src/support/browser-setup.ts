// Each journey file's Chromium closes with the file (the contexts of it are closed by each journey's `close()`).
import { afterAll } from 'vitest';
import { closeChromium } from './portal.js';

afterAll(closeChromium);
