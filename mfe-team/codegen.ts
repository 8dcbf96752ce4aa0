import { browserOperationsCodegen } from '../shared/build/browser-codegen.mjs';

// This package's operations, typed beside it in src/graphql/generated/ (`npm run codegen`).
export default browserOperationsCodegen();
