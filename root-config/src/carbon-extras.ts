// The import-map module `@seller-portal/carbon-extras`: the Carbon components some first views need and most do not:
// ComboBox and MultiSelect (downshift), for the company pages' and the offers list's filters, and the offers list's
// menu button. Code still imports them from '@carbon/react'; the build routes each import here
// (shared/build/mfe-vite-config.mjs). The first views of the team, customers and files routes fetch none of it
// (cold-load-budget.e2e.ts).
export { ComboBox, MenuButton, MenuItem, MultiSelect } from '@carbon/react';
