import { browserTestConfig } from '../shared/build/mfe-vite-config.mjs';

export default {
  resolve: browserTestConfig.resolve,
  test: { ...browserTestConfig.test, include: ['src/**/*.test.{ts,tsx}'] },
};
