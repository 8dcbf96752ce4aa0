import { fileURLToPath } from 'node:url';
import { browserTestConfig, browserTestProjects } from '../shared/build/mfe-vite-config.mjs';

export default {
  resolve: browserTestConfig.resolve,
  test: {
    projects: browserTestProjects(fileURLToPath(new URL('.', import.meta.url)), ['src/**/*.test.{ts,tsx}']),
  },
};
